CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"report_type" text NOT NULL,
	"date_range" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"fields" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_type_check" CHECK ("saved_reports"."report_type" in ('project_summary', 'resource_utilization', 'budget_analysis', 'time_tracking', 'risk_assessment')),
	CONSTRAINT "saved_reports_range_check" CHECK ("saved_reports"."date_range" in ('last_7_days', 'last_30_days', 'last_quarter', 'last_year', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_reports_org_name_idx" ON "saved_reports" USING btree ("organization_id","name");