DROP INDEX "media_artist_created_idx";--> statement-breakpoint
DROP INDEX "media_published_created_idx";--> statement-breakpoint
DROP INDEX "media_for_sale_idx";--> statement-breakpoint
CREATE INDEX "media_artist_created_idx" ON "media" USING btree ("artist_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_published_created_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media"."published" = true;--> statement-breakpoint
CREATE INDEX "media_for_sale_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media"."price_macs" is not null;