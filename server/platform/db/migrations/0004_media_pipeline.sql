CREATE TABLE "media_saves" (
	"user_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_saves_user_id_media_id_pk" PRIMARY KEY("user_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "media_views" (
	"media_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_views_media_id_viewer_key_day_pk" PRIMARY KEY("media_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "media_saves" ADD CONSTRAINT "media_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_saves" ADD CONSTRAINT "media_saves_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_views" ADD CONSTRAINT "media_views_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_saves_media_idx" ON "media_saves" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_views_created_idx" ON "media_views" USING btree ("created_at");