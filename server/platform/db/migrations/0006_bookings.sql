CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"weekday" smallint,
	"date" date,
	"available" boolean DEFAULT true NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_rules_kind_check" CHECK (("availability_rules"."weekday" is null) <> ("availability_rules"."date" is null)),
	CONSTRAINT "availability_rules_weekday_check" CHECK ("availability_rules"."weekday" is null or "availability_rules"."weekday" between 0 and 6),
	CONSTRAINT "availability_rules_window_check" CHECK (("availability_rules"."available" and "availability_rules"."start_minute" >= 0 and "availability_rules"."end_minute" <= 1440 and "availability_rules"."start_minute" < "availability_rules"."end_minute")
        or (not "availability_rules"."available" and "availability_rules"."weekday" is null and "availability_rules"."start_minute" is null and "availability_rules"."end_minute" is null))
);
--> statement-breakpoint
CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_time_check" CHECK ("calendar_blocks"."ends_at" > "calendar_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"artist_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_rules_artist_idx" ON "availability_rules" USING btree ("artist_id","date");--> statement-breakpoint
CREATE INDEX "calendar_blocks_artist_starts_idx" ON "calendar_blocks" USING btree ("artist_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('artist', 'client'));--> statement-breakpoint
-- No double booking, ever: two pending or confirmed bookings of one artist cannot overlap. The
-- database is the guard (a check before insert races); the loser of a race gets SQLSTATE 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "artist_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
-- The reminder job scans only confirmed bookings that have not been reminded yet.
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" ("starts_at") WHERE "status" = 'confirmed' AND "reminder_sent_at" IS NULL;
