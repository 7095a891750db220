ALTER TABLE "athletes" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "until_year" integer;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "confidence" text DEFAULT 'high' NOT NULL;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "as_of" text;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "citation" text;--> statement-breakpoint
ALTER TABLE "partnerships" ADD COLUMN "reported" jsonb;