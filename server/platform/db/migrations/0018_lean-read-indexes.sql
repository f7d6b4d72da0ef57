DROP INDEX "reviews_artist_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_artist_newest_idx" ON "reviews" USING btree ("artist_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_public_newest_idx" ON "campaigns" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "campaigns"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "media_artist_public_views_idx" ON "media" USING btree ("artist_id","views") WHERE "media"."published" and "media"."hidden_at" is null;