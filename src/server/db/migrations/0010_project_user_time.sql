CREATE TABLE "project_user_time" (
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	"billable_minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_user_time_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_user_time" ADD CONSTRAINT "project_user_time_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user_time" ADD CONSTRAINT "project_user_time_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user_time" ADD CONSTRAINT "project_user_time_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_user_time_org_idx" ON "project_user_time" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "time_sessions_org_start_idx" ON "time_sessions" USING btree ("organization_id","start_time");--> statement-breakpoint
-- project_user_time follows time_sessions, finished sessions only. Inserts and deletes make one
-- aggregated write per statement (transition tables), so an import or a cascade costs one.
-- Deletes only subtract, so a cascade that already removed the total (a project, a person, an
-- organization deleted) finds nothing to change.
CREATE FUNCTION project_user_time_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_user_time AS t (organization_id, project_id, user_id, minutes, billable_minutes)
  SELECT organization_id, project_id, user_id, sum(duration_minutes),
         coalesce(sum(duration_minutes) FILTER (WHERE is_billable), 0)
    FROM new_rows WHERE end_time IS NOT NULL AND duration_minutes IS NOT NULL
   GROUP BY organization_id, project_id, user_id
  ON CONFLICT (project_id, user_id) DO UPDATE
    SET minutes = t.minutes + excluded.minutes,
        billable_minutes = t.billable_minutes + excluded.billable_minutes;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change to one session at a time (a timer stopped, a session edited): a row trigger, fired
-- only when what the totals count changed, takes the old session out and puts the new one in.
CREATE FUNCTION project_user_time_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.end_time IS NOT NULL AND OLD.duration_minutes IS NOT NULL THEN
    UPDATE project_user_time
       SET minutes = minutes - OLD.duration_minutes,
           billable_minutes = billable_minutes - CASE WHEN OLD.is_billable THEN OLD.duration_minutes ELSE 0 END
     WHERE project_id = OLD.project_id AND user_id = OLD.user_id;
  END IF;
  IF NEW.end_time IS NOT NULL AND NEW.duration_minutes IS NOT NULL THEN
    INSERT INTO project_user_time AS t (organization_id, project_id, user_id, minutes, billable_minutes)
    VALUES (NEW.organization_id, NEW.project_id, NEW.user_id, NEW.duration_minutes,
            CASE WHEN NEW.is_billable THEN NEW.duration_minutes ELSE 0 END)
    ON CONFLICT (project_id, user_id) DO UPDATE
      SET minutes = t.minutes + excluded.minutes,
          billable_minutes = t.billable_minutes + excluded.billable_minutes;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION project_user_time_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_user_time t
     SET minutes = t.minutes - d.minutes, billable_minutes = t.billable_minutes - d.billable
    FROM (
      SELECT project_id, user_id, sum(duration_minutes) AS minutes,
             coalesce(sum(duration_minutes) FILTER (WHERE is_billable), 0) AS billable
        FROM old_rows WHERE end_time IS NOT NULL AND duration_minutes IS NOT NULL
       GROUP BY project_id, user_id
    ) d
   WHERE t.project_id = d.project_id AND t.user_id = d.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_sessions_total_insert AFTER INSERT ON time_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_user_time_add();
--> statement-breakpoint
CREATE TRIGGER time_sessions_total_update AFTER UPDATE ON time_sessions FOR EACH ROW
  WHEN (OLD.end_time IS DISTINCT FROM NEW.end_time
     OR OLD.duration_minutes IS DISTINCT FROM NEW.duration_minutes
     OR OLD.is_billable IS DISTINCT FROM NEW.is_billable
     OR OLD.project_id IS DISTINCT FROM NEW.project_id
     OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION project_user_time_change();
--> statement-breakpoint
CREATE TRIGGER time_sessions_total_delete AFTER DELETE ON time_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_user_time_remove();
--> statement-breakpoint
INSERT INTO project_user_time (organization_id, project_id, user_id, minutes, billable_minutes)
SELECT organization_id, project_id, user_id, sum(duration_minutes),
       coalesce(sum(duration_minutes) FILTER (WHERE is_billable), 0)
  FROM time_sessions WHERE end_time IS NOT NULL AND duration_minutes IS NOT NULL
 GROUP BY organization_id, project_id, user_id;
