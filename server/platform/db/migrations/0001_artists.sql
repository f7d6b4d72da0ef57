CREATE TABLE "artist_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"category" text DEFAULT 'mixed-media' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text,
	"website" text,
	"instagram" text,
	"twitter" text,
	"phone" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" text,
	"response_time" text,
	"hourly_rate_macs" integer,
	"booking_enabled" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profiles_category_check" CHECK (category in ('digital-art', 'traditional', 'mixed-media', 'sculpture')),
	CONSTRAINT "artist_profiles_hourly_rate_check" CHECK ("artist_profiles"."hourly_rate_macs" is null or "artist_profiles"."hourly_rate_macs" >= 0),
	CONSTRAINT "artist_profiles_views_check" CHECK ("artist_profiles"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_artist_id_pk" PRIMARY KEY("follower_id","artist_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."artist_id")
);
--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_profiles_category_idx" ON "artist_profiles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "follows_artist_idx" ON "follows" USING btree ("artist_id");