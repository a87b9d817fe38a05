CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_dates_check" CHECK ("time_off"."end_date" >= "time_off"."start_date")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "working_weekdays" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_target_hours_per_week" numeric(5, 2) DEFAULT '40' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_target_billable_percentage" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_resource_id_profiles_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_org_date_idx" ON "holidays" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "time_off_org_resource_idx" ON "time_off" USING btree ("organization_id","resource_id","start_date");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_working_weekdays_check" CHECK ("organizations"."working_weekdays" <@ '{1,2,3,4,5,6,7}'::integer[]);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_default_hours_check" CHECK ("organizations"."default_target_hours_per_week" between 0 and 168);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_default_billable_check" CHECK ("organizations"."default_target_billable_percentage" between 0 and 100);