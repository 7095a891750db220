CREATE TABLE "newsletter_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"url" text NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"newsletter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "preheader" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "archive_token" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_clicks" ADD CONSTRAINT "newsletter_clicks_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_clicks" ADD CONSTRAINT "newsletter_clicks_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_suppressions" ADD CONSTRAINT "newsletter_suppressions_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_clicks_newsletter_idx" ON "newsletter_clicks" USING btree ("newsletter_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_suppressions_email_key" ON "newsletter_suppressions" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_archive_token_key" UNIQUE("archive_token");