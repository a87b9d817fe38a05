DROP INDEX "audit_log_org_created_id_idx";--> statement-breakpoint
DROP INDEX "csv_import_logs_org_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_read_created_idx";--> statement-breakpoint
DROP INDEX "notifications_org_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_id_idx";--> statement-breakpoint
DROP INDEX "projects_org_created_idx";--> statement-breakpoint
DROP INDEX "change_requests_org_status_idx";--> statement-breakpoint
DROP INDEX "time_sessions_org_user_start_idx";--> statement-breakpoint
CREATE INDEX "audit_log_org_created_id_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "csv_import_logs_org_created_idx" ON "csv_import_logs" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_read_created_idx" ON "notifications" USING btree ("user_id","read","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_org_created_idx" ON "notifications" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_org_created_idx" ON "projects" USING btree ("organization_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "change_requests_org_status_idx" ON "change_requests" USING btree ("organization_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "time_sessions_org_user_start_idx" ON "time_sessions" USING btree ("organization_id","user_id","start_time" DESC NULLS FIRST);