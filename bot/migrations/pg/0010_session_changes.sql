-- What changed since the last look (issue 36): every write of a session row
-- stamps it with the id of the transaction that wrote it, so the timers' scan
-- for sessions other processes changed reads only the rows written since its
-- last scan (through `sessions_by_change`) instead of every open session.
--
-- Why a transaction id and not a counter: two transactions can take counter
-- values 10 and 11 and commit 11 first; a scan that saw 11 and then asked for
-- "after 11" would never see 10. A scan instead remembers the oldest
-- transaction still running when it looked (`txid_snapshot_xmin` of its own
-- snapshot): every transaction older than that had finished and its rows were
-- visible to the scan; every row committed later carries a transaction id at
-- or above it, so the next scan, which reads from there, finds it.
--
-- A trigger, not the store's SQL, stamps the rows, so that no writer (a
-- process of an older Parlor during an upgrade, a repair by hand) can forget.
ALTER TABLE sessions ADD COLUMN change_xid BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION sessions_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.change_xid := txid_current();
    RETURN NEW;
END
$$;

CREATE TRIGGER sessions_stamp_change BEFORE INSERT OR UPDATE ON sessions
    FOR EACH ROW EXECUTE FUNCTION sessions_stamp_change();

CREATE INDEX sessions_by_change ON sessions (change_xid);
