CREATE TABLE "athletes" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"sport" text NOT NULL,
	"current_team" text,
	"nationality" text,
	"position" text,
	"birth_year" integer,
	"national_team_id" text,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"origin" text DEFAULT 'dataset' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry" text NOT NULL,
	"sector" text,
	"headquarters" text,
	"founded" integer,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"origin" text DEFAULT 'dataset' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"team_id" text NOT NULL,
	"league_id" text NOT NULL,
	"origin" text DEFAULT 'dataset' NOT NULL,
	CONSTRAINT "memberships_team_id_league_id_pk" PRIMARY KEY("team_id","league_id")
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"property_id" text,
	"athlete_id" text,
	"type" text NOT NULL,
	"tier" text NOT NULL,
	"start_year" integer,
	"end_year" integer,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"origin" text DEFAULT 'dataset' NOT NULL,
	CONSTRAINT "partnerships_one_partner" CHECK (("partnerships"."property_id" is null) <> ("partnerships"."athlete_id" is null))
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"kind" text NOT NULL,
	"sport" text NOT NULL,
	"region" text NOT NULL,
	"country" text,
	"parent_id" text,
	"source" text NOT NULL,
	"source_name" text NOT NULL,
	"origin" text DEFAULT 'dataset' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"file_name" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"query_key" text NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_events_day_type_query_key_pk" PRIMARY KEY("day","type","query_key")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_properties_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_league_id_properties_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athletes_name_lower_idx" ON "athletes" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "athletes_sport_idx" ON "athletes" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "brands_name_lower_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "partnerships_brand_idx" ON "partnerships" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "partnerships_property_idx" ON "partnerships" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "partnerships_athlete_idx" ON "partnerships" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "properties_name_lower_idx" ON "properties" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id");