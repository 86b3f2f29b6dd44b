-- The audit chain off the writer's critical path (issue 40; docs/adr/0002-audit-chain-sealing.md). Rows are
-- inserted unhashed; a sealer (audit_seal(), run by a background job) hashes them in id order behind a
-- watermark and writes each row's link into audit_seal. The chain's formula is unchanged (issue 15):
-- hash = sha256(prev_hash || '|' || audit_log_canonical(row)), hex, 64 zeros before the first row.
CREATE TABLE "audit_seal" (
	"id" bigint PRIMARY KEY NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "sealed_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "pending_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "pending_xmax" "xid8";--> statement-breakpoint
ALTER TABLE "audit_chain_head" ADD COLUMN "sealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "writer_xid" "xid8";--> statement-breakpoint
-- The chain written so far (every row hashed by the old insert trigger) becomes the first sealed stretch.
INSERT INTO audit_seal (id, prev_hash, hash)
  SELECT id, prev_hash, hash FROM audit_log WHERE hash IS NOT NULL ORDER BY id;--> statement-breakpoint
INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, 0, repeat('0', 64)) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
UPDATE audit_chain_head SET sealed_count = (SELECT count(*) FROM audit_seal), sealed_at = now() WHERE id = 1;--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "prev_hash";--> statement-breakpoint
ALTER TABLE "audit_log" DROP COLUMN "hash";--> statement-breakpoint
-- The writer's part (BEFORE INSERT, no lock, no hash): the transaction takes its id (xid) first, then draws
-- the row's id, so every id below a committed row's id was drawn by a transaction that already had an xid
-- when that row became visible — what lets the sealer wait for exactly those (audit_seal below). Any id the
-- caller gives is replaced. SECURITY DEFINER: the audit sequence is the owner's (the runtime role has no
-- right on it). Every name is schema-qualified, so no search_path is set (which would cost every insert).
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
  NEW.writer_xid := pg_catalog.pg_current_xact_id();
  NEW.id := pg_catalog.nextval('public.audit_log_id_seq'::regclass);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Seal rows are written only by audit_seal() (the owner's function); nobody updates or deletes them
-- (TRUNCATE, the seed's reset, fires no row trigger).
CREATE OR REPLACE FUNCTION audit_seal_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_seal is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_seal_append_only ON audit_seal;--> statement-breakpoint
CREATE TRIGGER audit_seal_append_only BEFORE UPDATE OR DELETE ON audit_seal
  FOR EACH ROW EXECUTE FUNCTION audit_seal_append_only();--> statement-breakpoint
-- The sealer: seals at most max_rows rows after the watermark (audit_chain_head: last_id, hash) and returns
-- how many. Sequence values commit out of order, so a row is sealed only when no transaction that could still
-- commit a smaller id is running. Each call arms a bound: pending_id = the newest id visible to a snapshot
-- taken before the call holds an xid, pending_xmax = the xid the call then takes (greater than every xid
-- assigned before that snapshot). By the writer's trigger, every id ≤ pending_id was drawn by a transaction
-- that held an xid before the snapshot. A later call seals up to the bound once no transaction of this
-- database that took its xid before pending_xmax is running (audit_seal_waiting): all of those transactions
-- have ended, and the rows they committed are visible to the call's later statements.
-- One sealer at a time (the watermark row is locked; a second caller returns 0 at once). Idempotent: a crash
-- rolls the call back and the next one starts again from the watermark. Must be its transaction's first
-- write (it refuses otherwise). SECURITY DEFINER, owned by the migration role: the runtime role may call it
-- but cannot write audit_seal or the watermark itself.
-- Whether a transaction of THIS database that took its xid before `xmax` is still running. Only this
-- database's transactions can write its audit_log, so the sealer waits for them alone: a long transaction in
-- another database of the same server (another application, a test file) never holds the watermark back.
-- pg_stat_activity's backend_xid is readable by every role; ages compare the 32-bit xids (older = greater age).
CREATE OR REPLACE FUNCTION audit_seal_waiting(xmax xid8) RETURNS boolean LANGUAGE sql STABLE
SET search_path = public, pg_temp AS $$
  SELECT xmax IS NOT NULL AND EXISTS (
    SELECT 1 FROM pg_catalog.pg_stat_activity a
    WHERE a.datname = pg_catalog.current_database() AND a.backend_xid IS NOT NULL
      AND a.pid <> pg_catalog.pg_backend_pid()
      AND pg_catalog.age(a.backend_xid) > pg_catalog.age(pg_catalog.xid(xmax)))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_seal(max_rows integer) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
  newest bigint;
  bound bigint;
  r record;
  prev text;
  h text;
  last bigint;
  n integer := 0;
  lim integer := greatest(coalesce(max_rows, 1), 1);
  ids bigint[] := '{}';
  prevs text[] := '{}';
  hashes text[] := '{}';
BEGIN
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'audit_seal() must be the first write of its transaction';
  END IF;
  SELECT max(id) INTO newest FROM audit_log;
  SELECT * INTO head FROM audit_chain_head WHERE id = 1;
  IF NOT FOUND THEN
    -- Re-created after the seed's reset (which truncates the log, the seals and the watermark).
    INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, 0, repeat('0', 64)) ON CONFLICT (id) DO NOTHING;
  ELSIF head.pending_id IS NULL AND coalesce(newest, 0) <= head.last_id THEN
    RETURN 0; -- idle: nothing armed, nothing written since the watermark; no lock, no write
  ELSIF head.pending_id IS NOT NULL AND audit_seal_waiting(head.pending_xmax) THEN
    RETURN 0; -- armed, still waiting for transactions that held an xid when the bound was taken
  END IF;
  SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND THEN
    RETURN 0; -- another sealer is at work
  END IF;
  prev := head.hash;
  last := head.last_id;
  bound := head.pending_id;
  IF bound IS NOT NULL AND NOT audit_seal_waiting(head.pending_xmax) THEN
    FOR r IN
      SELECT l.id, audit_log_canonical(l) AS c FROM audit_log l
      WHERE l.id > head.last_id AND l.id <= bound ORDER BY l.id LIMIT lim
    LOOP
      h := encode(sha256(convert_to(prev || '|' || r.c, 'UTF8')), 'hex');
      n := n + 1;
      ids[n] := r.id;
      prevs[n] := prev;
      hashes[n] := h;
      prev := h;
      last := r.id;
    END LOOP;
    IF n > 0 THEN
      INSERT INTO audit_seal (id, prev_hash, hash) SELECT * FROM unnest(ids, prevs, hashes);
    END IF;
    IF n < lim THEN
      bound := NULL; -- reached: arm the next bound below
    END IF;
  END IF;
  IF bound IS NULL THEN
    IF coalesce(newest, 0) <= last THEN
      newest := NULL;
    END IF;
    UPDATE audit_chain_head SET last_id = last, hash = prev, sealed_count = sealed_count + n,
      pending_id = newest, pending_xmax = CASE WHEN newest IS NULL THEN NULL ELSE pg_current_xact_id() END,
      sealed_at = CASE WHEN n > 0 THEN now() ELSE sealed_at END
    WHERE id = 1;
  ELSIF n > 0 THEN
    UPDATE audit_chain_head SET last_id = last, hash = prev, sealed_count = sealed_count + n, sealed_at = now()
    WHERE id = 1;
  END IF;
  RETURN n;
END;
$$;
