CREATE TABLE "marketplace_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"amount_macs" bigint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "marketplace_offers_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "marketplace_offers_amount_check" CHECK ("marketplace_offers"."amount_macs" > 0),
	CONSTRAINT "marketplace_offers_parties_check" CHECK ("marketplace_offers"."buyer_id" <> "marketplace_offers"."artist_id"),
	CONSTRAINT "marketplace_offers_status_check" CHECK (status in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "marketplace_offers_message_check" CHECK (length("marketplace_offers"."message") <= 500)
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid,
	"buyer_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"price_macs" bigint NOT NULL,
	"edition_number" integer NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_orders_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "marketplace_orders_edition_key" UNIQUE("media_id","edition_number"),
	CONSTRAINT "marketplace_orders_price_check" CHECK ("marketplace_orders"."price_macs" > 0),
	CONSTRAINT "marketplace_orders_edition_check" CHECK ("marketplace_orders"."edition_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"offer_id" uuid,
	"client_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"client_read_at" timestamp with time zone,
	"artist_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "conversations_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "conversations_subject_check" CHECK (num_nonnulls("conversations"."booking_id", "conversations"."offer_id") = 1),
	CONSTRAINT "conversations_parties_check" CHECK ("conversations"."client_id" <> "conversations"."artist_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_check" CHECK (length(trim("messages"."body")) between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "bridge_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" uuid NOT NULL,
	"settle_transfer_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_requests_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "bridge_requests_settle_transfer_id_unique" UNIQUE("settle_transfer_id"),
	CONSTRAINT "bridge_requests_status_check" CHECK (status in ('pending', 'completed', 'failed')),
	CONSTRAINT "bridge_requests_network_check" CHECK (network in ('polygon', 'solana', 'bnb', 'xrp', 'xdc')),
	CONSTRAINT "bridge_requests_amount_check" CHECK ("bridge_requests"."amount" > 0),
	CONSTRAINT "bridge_requests_settled_check" CHECK (("bridge_requests"."status" = 'pending') = ("bridge_requests"."settle_transfer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_requests" ADD CONSTRAINT "bridge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_requests" ADD CONSTRAINT "bridge_requests_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_requests" ADD CONSTRAINT "bridge_requests_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_offers_one_pending_idx" ON "marketplace_offers" USING btree ("media_id","buyer_id") WHERE "marketplace_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "marketplace_offers_artist_created_idx" ON "marketplace_offers" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_offers_buyer_created_idx" ON "marketplace_offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_created_idx" ON "marketplace_orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_artist_created_idx" ON "marketplace_orders" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_client_idx" ON "conversations" USING btree ("client_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_artist_idx" ON "conversations" USING btree ("artist_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "bridge_requests_user_created_idx" ON "bridge_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_nonnegative" CHECK ("ledger_accounts"."kind" <> 'user' or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_check" CHECK (kind in ('topup', 'purchase', 'payment', 'refund', 'bridge_out', 'bridge_in', 'bridge_settle', 'adjustment'));--> statement-breakpoint
-- Every balance starts as the sum of the entries already written.
UPDATE "ledger_accounts" a SET "balance" = coalesce((SELECT sum(e."amount") FROM "ledger_entries" e WHERE e."account_id" = a."id"), 0);
--> statement-breakpoint
-- Each entry moves its account's balance checkpoint at once (not deferred): the UPDATE row-locks
-- the account, so concurrent debits of one user queue, and ledger_accounts_user_nonnegative
-- refuses the one that would go below zero, failing its whole transaction.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
