CREATE TABLE "booking_disputes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"note" text DEFAULT '' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "booking_disputes_outcome_check" CHECK ("booking_disputes"."outcome" is null or outcome in ('release', 'refund', 'split')),
	CONSTRAINT "booking_disputes_resolved_check" CHECK (("booking_disputes"."outcome" is null) = ("booking_disputes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "booking_escrows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"booking_reference" text NOT NULL,
	"payer_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"hold_transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_escrows_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_escrows_hold_transfer_id_unique" UNIQUE("hold_transfer_id"),
	CONSTRAINT "booking_escrows_amount_check" CHECK ("booking_escrows"."amount" > 0),
	CONSTRAINT "booking_escrows_parts_check" CHECK ("booking_escrows"."released" >= 0 and "booking_escrows"."refunded" >= 0 and "booking_escrows"."released" + "booking_escrows"."refunded" <= "booking_escrows"."amount"),
	CONSTRAINT "booking_escrows_settled_check" CHECK (("booking_escrows"."settled_at" is not null) = ("booking_escrows"."released" + "booking_escrows"."refunded" = "booking_escrows"."amount"))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_macs" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote_price_macs" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quote_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_disputes" ADD CONSTRAINT "booking_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_escrows" ADD CONSTRAINT "booking_escrows_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_escrows" ADD CONSTRAINT "booking_escrows_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_escrows" ADD CONSTRAINT "booking_escrows_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_escrows" ADD CONSTRAINT "booking_escrows_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_disputes_open_idx" ON "booking_disputes" USING btree ("opened_at") WHERE outcome is null;--> statement-breakpoint
CREATE INDEX "booking_escrows_payer_idx" ON "booking_escrows" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "booking_escrows_payee_idx" ON "booking_escrows" USING btree ("payee_id");--> statement-breakpoint
CREATE INDEX "bookings_pending_respond_by_idx" ON "bookings" USING btree ("respond_by") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_confirmed_ends_idx" ON "bookings" USING btree ("ends_at") WHERE status = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_check" CHECK ("bookings"."price_macs" is null or "bookings"."price_macs" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_price_check" CHECK ("bookings"."quote_price_macs" is null or "bookings"."quote_price_macs" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_status_check" CHECK ("bookings"."quote_status" is null or quote_status in ('requested', 'quoted', 'accepted', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy_check" CHECK ("bookings"."cancellation_policy" is null or cancellation_policy in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('pending', 'confirmed', 'declined', 'completed', 'cancelled', 'expired', 'disputed'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_cancellation_policy_check" CHECK (cancellation_policy in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_check" CHECK (kind in ('topup', 'purchase', 'payment', 'refund', 'bridge_out', 'bridge_in', 'bridge_settle', 'adjustment', 'booking_hold', 'booking_release', 'booking_refund'));--> statement-breakpoint
-- Bookings made before paid sessions keep the price their service had, and nothing was held for them.
UPDATE "bookings" b SET "price_macs" = s."price_macs" FROM "services" s WHERE s."id" = b."service_id";--> statement-breakpoint
-- A pending Quote request now waits for the artist's quote; every pending request gets its deadline.
UPDATE "bookings" b SET "quote_status" = 'requested' FROM "services" s
  WHERE s."id" = b."service_id" AND s."price_macs" IS NULL AND b."status" = 'pending';--> statement-breakpoint
UPDATE "bookings" SET "respond_by" = least("created_at" + interval '72 hours', "starts_at") WHERE "status" = 'pending';
