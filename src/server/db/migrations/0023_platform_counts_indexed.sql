-- The platform overview counts every organization by status and every person (the new and the
-- active) across the platform. Both tables are wide, so the counts read every page of them:
-- 65 to 77 ms for the bench's 202,490 people and 16 to 22 ms for its 100,200 organizations.
-- Off these indexes alone: 27 to 31 ms and 9 to 11 ms.
CREATE INDEX IF NOT EXISTS "organizations_status_idx" ON "organizations" USING btree ("subscription_status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_created_active_idx" ON "profiles" USING btree ("created_at","is_active");