CREATE UNIQUE INDEX "project_activities_project_id_idx" ON "project_activities" USING btree ("project_id","id");--> statement-breakpoint
CREATE TABLE "activity_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"predecessor_id" uuid NOT NULL,
	"successor_id" uuid NOT NULL,
	"type" text DEFAULT 'FS' NOT NULL,
	"lag" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_links_type_check" CHECK ("activity_links"."type" in ('FS', 'SS', 'FF', 'SF')),
	CONSTRAINT "activity_links_not_self_check" CHECK ("activity_links"."predecessor_id" <> "activity_links"."successor_id"),
	CONSTRAINT "activity_links_lag_check" CHECK ("activity_links"."lag" between -1000 and 1000)
);
--> statement-breakpoint
CREATE TABLE "baseline_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"baseline_id" uuid NOT NULL,
	"activity_id" uuid,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_milestone" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_baselines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"effort_budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"overhead_budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_predecessor_fk" FOREIGN KEY ("project_id","predecessor_id") REFERENCES "public"."project_activities"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_links" ADD CONSTRAINT "activity_links_successor_fk" FOREIGN KEY ("project_id","successor_id") REFERENCES "public"."project_activities"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_activities" ADD CONSTRAINT "baseline_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_activities" ADD CONSTRAINT "baseline_activities_baseline_id_project_baselines_id_fk" FOREIGN KEY ("baseline_id") REFERENCES "public"."project_baselines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseline_activities" ADD CONSTRAINT "baseline_activities_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_baselines" ADD CONSTRAINT "project_baselines_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_links_pair_idx" ON "activity_links" USING btree ("predecessor_id","successor_id");--> statement-breakpoint
CREATE INDEX "activity_links_org_project_idx" ON "activity_links" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX "activity_links_successor_idx" ON "activity_links" USING btree ("successor_id");--> statement-breakpoint
CREATE INDEX "baseline_activities_baseline_idx" ON "baseline_activities" USING btree ("baseline_id");--> statement-breakpoint
CREATE INDEX "baseline_activities_activity_idx" ON "baseline_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_baselines_project_name_idx" ON "project_baselines" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_baselines_org_project_idx" ON "project_baselines" USING btree ("organization_id","project_id");