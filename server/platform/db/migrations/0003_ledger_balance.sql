-- Double-entry invariant held by the database: when a transaction commits, every transfer it
-- touched has at least two entries and they sum to zero. Deferred, so a service may insert the
-- transfer and its entries in any order inside one transaction.
CREATE FUNCTION ledger_check_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid uuid;
  total numeric;
  n integer;
BEGIN
  IF TG_TABLE_NAME = 'ledger_transfers' THEN
    tid := NEW.id;
  ELSE
    tid := NEW.transfer_id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM ledger_entries WHERE transfer_id = tid;
  IF n < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % is unbalanced (% entries, sum %)', tid, n, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfer_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON ledger_transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer_balanced();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new transfer, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only; record a new transfer instead'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_append_only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
