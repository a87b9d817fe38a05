-- The indexes of referring columns (most from migration 0020) with the row's organization
-- beside the column, for the same-organization keys over both (same-organization.sql.ts).
-- Postgres checks a key once for each row deleted, with a plan it keeps for the connection
-- after five, made for no organization in particular: given the column's index alone it also
-- read the organization's whole range of another index each time (BitmapAnd). Deleting the
-- bench's large organization (40,000 activities, each checked against 1,000,000 sessions) had
-- not ended after 15 minutes; with both columns in one index it takes under a minute (43 to
-- 58 s). schema-migrated.test.ts holds every key to one.
DROP INDEX "project_budgets_effort_resource_id_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_id_idx";--> statement-breakpoint
DROP INDEX "profiles_department_id_idx";--> statement-breakpoint
DROP INDEX "profiles_team_id_idx";--> statement-breakpoint
DROP INDEX "customers_parent_customer_id_idx";--> statement-breakpoint
DROP INDEX "projects_created_by_idx";--> statement-breakpoint
DROP INDEX "projects_pm_head_id_idx";--> statement-breakpoint
DROP INDEX "projects_project_manager_id_idx";--> statement-breakpoint
DROP INDEX "projects_resource_manager_id_idx";--> statement-breakpoint
DROP INDEX "change_request_attachments_uploaded_by_idx";--> statement-breakpoint
DROP INDEX "change_requests_requested_by_idx";--> statement-breakpoint
DROP INDEX "change_requests_reviewed_by_idx";--> statement-breakpoint
DROP INDEX "payment_milestones_activity_id_idx";--> statement-breakpoint
DROP INDEX "saved_reports_created_by_idx";--> statement-breakpoint
DROP INDEX "resource_capacity_created_by_idx";--> statement-breakpoint
DROP INDEX "time_off_created_by_idx";--> statement-breakpoint
DROP INDEX "baseline_activities_baseline_idx";--> statement-breakpoint
DROP INDEX "baseline_activities_activity_idx";--> statement-breakpoint
DROP INDEX "project_baselines_created_by_idx";--> statement-breakpoint
DROP INDEX "project_templates_created_by_idx";--> statement-breakpoint
DROP INDEX "project_user_time_org_idx";--> statement-breakpoint
DROP INDEX "project_user_time_user_id_idx";--> statement-breakpoint
DROP INDEX "time_sessions_activity_id_idx";--> statement-breakpoint
DROP INDEX "timesheet_rows_activity_id_idx";--> statement-breakpoint
DROP INDEX "timesheet_rows_project_id_idx";--> statement-breakpoint
DROP INDEX "timesheet_weeks_reviewed_by_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_budgets_effort_resource_id_idx" ON "project_budgets_effort" USING btree ("resource_id","organization_id") WHERE "project_budgets_effort"."resource_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_department_id_idx" ON "profiles" USING btree ("department_id","organization_id") WHERE "profiles"."department_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_team_id_idx" ON "profiles" USING btree ("team_id","organization_id") WHERE "profiles"."team_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_parent_customer_id_idx" ON "customers" USING btree ("parent_customer_id","organization_id") WHERE "customers"."parent_customer_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_created_by_idx" ON "projects" USING btree ("created_by","organization_id") WHERE "projects"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_pm_head_id_idx" ON "projects" USING btree ("pm_head_id","organization_id") WHERE "projects"."pm_head_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_project_manager_id_idx" ON "projects" USING btree ("project_manager_id","organization_id") WHERE "projects"."project_manager_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_resource_manager_id_idx" ON "projects" USING btree ("resource_manager_id","organization_id") WHERE "projects"."resource_manager_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_request_attachments_uploaded_by_idx" ON "change_request_attachments" USING btree ("uploaded_by","organization_id") WHERE "change_request_attachments"."uploaded_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_requests_requested_by_idx" ON "change_requests" USING btree ("requested_by","organization_id") WHERE "change_requests"."requested_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_requests_reviewed_by_idx" ON "change_requests" USING btree ("reviewed_by","organization_id") WHERE "change_requests"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_milestones_activity_id_idx" ON "payment_milestones" USING btree ("activity_id","organization_id") WHERE "payment_milestones"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_reports_created_by_idx" ON "saved_reports" USING btree ("created_by","organization_id") WHERE "saved_reports"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_capacity_created_by_idx" ON "resource_capacity" USING btree ("created_by","organization_id") WHERE "resource_capacity"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_off_created_by_idx" ON "time_off" USING btree ("created_by","organization_id") WHERE "time_off"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "baseline_activities_baseline_idx" ON "baseline_activities" USING btree ("baseline_id","organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "baseline_activities_activity_idx" ON "baseline_activities" USING btree ("activity_id","organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_baselines_created_by_idx" ON "project_baselines" USING btree ("created_by","organization_id") WHERE "project_baselines"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_templates_created_by_idx" ON "project_templates" USING btree ("created_by","organization_id") WHERE "project_templates"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_user_time_org_idx" ON "project_user_time" USING btree ("organization_id","project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_user_time_user_id_idx" ON "project_user_time" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_sessions_activity_id_idx" ON "time_sessions" USING btree ("activity_id","organization_id") WHERE "time_sessions"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_rows_activity_id_idx" ON "timesheet_rows" USING btree ("activity_id","organization_id") WHERE "timesheet_rows"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_rows_project_id_idx" ON "timesheet_rows" USING btree ("project_id","organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_weeks_reviewed_by_idx" ON "timesheet_weeks" USING btree ("reviewed_by","organization_id") WHERE "timesheet_weeks"."reviewed_by" is not null;