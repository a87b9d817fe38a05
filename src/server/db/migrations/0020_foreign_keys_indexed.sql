-- Every foreign key followed by an index of its columns. Deleting a row makes Postgres find the
-- rows that refer to it, to delete them, empty their column or refuse; without an index it read
-- the whole referring table each time. On the bench's platform deleting an activity read all
-- 1,200,000 time sessions twice (0.5 to 0.8 s), a project of 20 activities took 11 s and an
-- organization of 100 activities 27 s. Partial where the column may be empty: only rows that
-- refer to something are ever looked for. schema-migrated.test.ts holds every key to one.
CREATE INDEX IF NOT EXISTS "project_budgets_effort_project_id_idx" ON "project_budgets_effort" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_budgets_effort_resource_id_idx" ON "project_budgets_effort" USING btree ("resource_id") WHERE "project_budgets_effort"."resource_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_budgets_overhead_project_id_idx" ON "project_budgets_overhead" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notification_preferences_organization_id_idx" ON "notification_preferences" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_department_id_idx" ON "profiles" USING btree ("department_id") WHERE "profiles"."department_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_team_id_idx" ON "profiles" USING btree ("team_id") WHERE "profiles"."team_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_assignments_resource_id_idx" ON "activity_assignments" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_parent_customer_id_idx" ON "customers" USING btree ("parent_customer_id") WHERE "customers"."parent_customer_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "programs_customer_id_idx" ON "programs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_created_by_idx" ON "projects" USING btree ("created_by") WHERE "projects"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_pm_head_id_idx" ON "projects" USING btree ("pm_head_id") WHERE "projects"."pm_head_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_program_id_idx" ON "projects" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_project_manager_id_idx" ON "projects" USING btree ("project_manager_id") WHERE "projects"."project_manager_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_resource_manager_id_idx" ON "projects" USING btree ("resource_manager_id") WHERE "projects"."resource_manager_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_request_attachments_change_request_id_idx" ON "change_request_attachments" USING btree ("change_request_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_request_attachments_uploaded_by_idx" ON "change_request_attachments" USING btree ("uploaded_by") WHERE "change_request_attachments"."uploaded_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_requests_project_id_idx" ON "change_requests" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_requests_requested_by_idx" ON "change_requests" USING btree ("requested_by") WHERE "change_requests"."requested_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "change_requests_reviewed_by_idx" ON "change_requests" USING btree ("reviewed_by") WHERE "change_requests"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dependency_register_project_id_idx" ON "dependency_register" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "integration_register_project_id_idx" ON "integration_register" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_milestones_activity_id_idx" ON "payment_milestones" USING btree ("activity_id") WHERE "payment_milestones"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_milestones_project_id_idx" ON "payment_milestones" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "risk_register_project_id_idx" ON "risk_register" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_reports_created_by_idx" ON "saved_reports" USING btree ("created_by") WHERE "saved_reports"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_capacity_created_by_idx" ON "resource_capacity" USING btree ("created_by") WHERE "resource_capacity"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_capacity_project_id_idx" ON "resource_capacity" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resource_capacity_resource_id_idx" ON "resource_capacity" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_off_created_by_idx" ON "time_off" USING btree ("created_by") WHERE "time_off"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_off_resource_id_idx" ON "time_off" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activity_links_project_id_idx" ON "activity_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "baseline_activities_organization_id_idx" ON "baseline_activities" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_baselines_created_by_idx" ON "project_baselines" USING btree ("created_by") WHERE "project_baselines"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_templates_created_by_idx" ON "project_templates" USING btree ("created_by") WHERE "project_templates"."created_by" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "break_sessions_time_session_id_idx" ON "break_sessions" USING btree ("time_session_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_user_time_user_id_idx" ON "project_user_time" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_sessions_activity_id_idx" ON "time_sessions" USING btree ("activity_id") WHERE "time_sessions"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_sessions_project_id_idx" ON "time_sessions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "time_sessions_user_id_idx" ON "time_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_rows_activity_id_idx" ON "timesheet_rows" USING btree ("activity_id") WHERE "timesheet_rows"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_rows_project_id_idx" ON "timesheet_rows" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "timesheet_weeks_reviewed_by_idx" ON "timesheet_weeks" USING btree ("reviewed_by") WHERE "timesheet_weeks"."reviewed_by" is not null;