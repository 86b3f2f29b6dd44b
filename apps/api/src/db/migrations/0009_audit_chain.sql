CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The audit log's hash chain (issue 15 "Data safety"). Each row carries the hash of the previous row
-- (prev_hash; 64 zeros for the first) and hash = sha256(prev_hash || '|' || canonical content), hex. The
-- canonical content is the JSON array below (jsonb text is deterministic: keys sorted, one spacing; the time
-- in UTC with microseconds). `npm run audit:verify` recomputes it with its own copy of this expression.
CREATE OR REPLACE FUNCTION audit_log_canonical(r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    r.id, to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), r.actor_person_id,
    r.impersonator_person_id, r.on_behalf_of_registry_no, r.entity, r.entity_id, r.action, r.before,
    r.after, r.reason
  )::text
$$;--> statement-breakpoint
-- Existing rows (a database older than the chain) are chained once, in id order.
ALTER TABLE audit_log DISABLE TRIGGER USER;--> statement-breakpoint
DO $$
DECLARE
  r audit_log%ROWTYPE;
  prev text := repeat('0', 64);
  h text;
  last bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    h := encode(sha256(convert_to(prev || '|' || audit_log_canonical(r), 'UTF8')), 'hex');
    UPDATE audit_log SET prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
    last := r.id;
  END LOOP;
  INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, last, prev);
END
$$;--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER USER;--> statement-breakpoint
-- Every insert locks the chain head (one row), so concurrent writers are serialised and never fork the
-- chain; the row's id is drawn under that lock, so id order is chain order. The function runs as its owner
-- (SECURITY DEFINER): the runtime role needs no privilege on audit_chain_head. The head row is re-created
-- when missing (after the seed's reset truncates both tables).
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  head_hash text;
BEGIN
  SELECT hash INTO head_hash FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, 0, repeat('0', 64)) ON CONFLICT (id) DO NOTHING;
    SELECT hash INTO head_hash FROM audit_chain_head WHERE id = 1 FOR UPDATE;
  END IF;
  NEW.id := nextval(pg_get_serial_sequence('audit_log', 'id'));
  NEW.prev_hash := head_hash;
  NEW.hash := encode(sha256(convert_to(head_hash || '|' || audit_log_canonical(NEW), 'UTF8')), 'hex');
  UPDATE audit_chain_head SET last_id = NEW.id, hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_chain ON audit_log;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
