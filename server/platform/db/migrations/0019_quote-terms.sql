-- A quote's cancellation policy is now fixed when the quote is sent, and the client accepts price
-- and policy together. Quotes already open take their service's policy as it stands today.
UPDATE "bookings" SET "cancellation_policy" = coalesce(
  (SELECT "services"."cancellation_policy" FROM "services" WHERE "services"."id" = "bookings"."service_id"),
  'flexible'
)
WHERE "quote_status" = 'quoted' AND "cancellation_policy" IS NULL;
