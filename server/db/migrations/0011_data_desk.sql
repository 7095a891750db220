CREATE TABLE "data_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"citation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record" text NOT NULL,
	"record_id" text NOT NULL,
	"shipped" jsonb,
	"dataset_version" integer NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_changes" ADD CONSTRAINT "data_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_changes_record_idx" ON "data_changes" USING btree ("record","record_id","created_at");--> statement-breakpoint
CREATE INDEX "data_changes_created_idx" ON "data_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_conflicts_record_key" ON "data_conflicts" USING btree ("record","record_id");