ALTER TABLE "marketplace_orders" ADD COLUMN "original_key" text;--> statement-breakpoint
-- Orders made before this column name the file of their artwork, where the artwork is still here.
UPDATE "marketplace_orders" SET "original_key" = "media"."storage_key" FROM "media" WHERE "media"."id" = "marketplace_orders"."media_id";
