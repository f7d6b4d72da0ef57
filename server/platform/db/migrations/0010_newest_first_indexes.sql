DROP INDEX "reviews_artist_created_idx";--> statement-breakpoint
DROP INDEX "campaign_updates_campaign_idx";--> statement-breakpoint
DROP INDEX "marketplace_offers_artist_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_offers_buyer_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_orders_artist_created_idx";--> statement-breakpoint
DROP INDEX "conversations_client_idx";--> statement-breakpoint
DROP INDEX "conversations_artist_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "bridge_requests_user_created_idx";--> statement-breakpoint
CREATE INDEX "reviews_artist_created_idx" ON "reviews" USING btree ("artist_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaign_updates_campaign_idx" ON "campaign_updates" USING btree ("campaign_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_offers_artist_created_idx" ON "marketplace_offers" USING btree ("artist_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_offers_buyer_created_idx" ON "marketplace_offers" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_created_idx" ON "marketplace_orders" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_artist_created_idx" ON "marketplace_orders" USING btree ("artist_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("client_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_artist_idx" ON "conversations" USING btree ("artist_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bridge_requests_user_created_idx" ON "bridge_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);