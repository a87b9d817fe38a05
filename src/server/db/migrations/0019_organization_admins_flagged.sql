-- The platform console lists every organization's admins (100,000 on the bench's platform).
-- Found by joining the admin roles to every person, a page in the middle of the list sorted
-- 100,000 of them (80 to 155 ms) and a search's count joined them all. Flagged on the person,
-- they are the entries of partial indexes in the list's orders.
DROP INDEX "profiles_created_id_idx";--> statement-breakpoint
DROP INDEX "profiles_name_id_idx";--> statement-breakpoint
DROP INDEX "profiles_platform_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_organization_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A role given, taken or changed: whether its person still holds the admin role. Fired for the
-- admin role only, so a bulk import of other roles costs nothing more.
CREATE FUNCTION profiles_organization_admin() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  FOREACH person IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END]
  LOOP
    CONTINUE WHEN person IS NULL;
    UPDATE profiles p
       SET is_organization_admin = EXISTS (
             SELECT 1 FROM user_roles r WHERE r.user_id = person AND r.role = 'admin')
     WHERE p.id = person;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_roles_admin_insert AFTER INSERT ON user_roles
  FOR EACH ROW WHEN (NEW.role = 'admin') EXECUTE FUNCTION profiles_organization_admin();
--> statement-breakpoint
CREATE TRIGGER user_roles_admin_delete AFTER DELETE ON user_roles
  FOR EACH ROW WHEN (OLD.role = 'admin') EXECUTE FUNCTION profiles_organization_admin();
--> statement-breakpoint
CREATE TRIGGER user_roles_admin_update AFTER UPDATE OF role, user_id ON user_roles
  FOR EACH ROW WHEN (OLD.role = 'admin' OR NEW.role = 'admin')
  EXECUTE FUNCTION profiles_organization_admin();
--> statement-breakpoint
UPDATE profiles p SET is_organization_admin = true
  WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin');
--> statement-breakpoint
CREATE INDEX "profiles_admins_created_id_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_organization_admin";--> statement-breakpoint
CREATE INDEX "profiles_admins_name_id_idx" ON "profiles" USING btree ("full_name","id") WHERE "profiles"."is_organization_admin";--> statement-breakpoint
CREATE INDEX "profiles_admins_search_trgm_idx" ON "profiles" USING gin ("platform_search" gin_trgm_ops) WHERE "profiles"."is_organization_admin";
--> statement-breakpoint
ANALYZE "profiles";
