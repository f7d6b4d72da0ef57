-- Existing hashes take their canonical spelling (shared/crypto-tx-hash.ts) where they are a hash and
-- no other row already has it (of rows that would share one, the first by id takes it); anything
-- else stays as it was: NOT VALID, so the check holds for every row written from now on.
UPDATE "contributions" AS c SET "tx_hash" = '0x' || lower(regexp_replace(c."tx_hash", '^(0x|xdc)', '', 'i'))
WHERE c."network" IN ('polygon', 'bnb', 'xdc')
  AND c."tx_hash" ~* '^(0x|xdc)?[0-9a-f]{64}$'
  AND c."tx_hash" <> '0x' || lower(regexp_replace(c."tx_hash", '^(0x|xdc)', '', 'i'))
  AND NOT EXISTS (
    SELECT 1 FROM "contributions" o
    WHERE o."network" = c."network" AND o."id" <> c."id"
      AND (o."tx_hash" = '0x' || lower(regexp_replace(c."tx_hash", '^(0x|xdc)', '', 'i')) OR (o."id" < c."id" AND '0x' || lower(regexp_replace(o."tx_hash", '^(0x|xdc)', '', 'i')) = '0x' || lower(regexp_replace(c."tx_hash", '^(0x|xdc)', '', 'i'))))
  );--> statement-breakpoint
UPDATE "contributions" AS c SET "tx_hash" = upper(c."tx_hash")
WHERE c."network" = 'xrp' AND c."tx_hash" ~* '^[0-9a-f]{64}$' AND c."tx_hash" <> upper(c."tx_hash")
  AND NOT EXISTS (
    SELECT 1 FROM "contributions" o
    WHERE o."network" = 'xrp' AND o."id" <> c."id"
      AND (o."tx_hash" = upper(c."tx_hash") OR (o."id" < c."id" AND upper(o."tx_hash") = upper(c."tx_hash")))
  );--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_tx_hash_canonical_check" CHECK ("contributions"."tx_hash" is null
        or ("contributions"."network" in ('polygon', 'bnb', 'xdc') and "contributions"."tx_hash" ~ '^0x[0-9a-f]{64}$')
        or ("contributions"."network" = 'xrp' and "contributions"."tx_hash" ~ '^[0-9A-F]{64}$')
        or ("contributions"."network" = 'solana' and "contributions"."tx_hash" ~ '^[1-9A-HJ-NP-Za-km-z]{64,88}$')) NOT VALID;
