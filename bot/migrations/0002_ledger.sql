-- The chip ledger: an append-only journal in double entry. Every change of chips is
-- one transaction (`ledger_txns`) whose entries (`ledger_entries`) sum to zero. An
-- account's balance is the sum of its entries. Accounts, per server (`guild`):
--   member:<id>     a member's wallet (never negative)
--   house           the server's house account (never negative)
--   escrow:<id>     chips on the table of session <id> (never negative; zero once
--                   the session is finished)
--   mint            where granted chips come from and taken chips go (the only
--                   account allowed below zero)
CREATE TABLE ledger_txns (
    id          INTEGER PRIMARY KEY,
    -- Idempotency key: the Discord interaction id (with the change's ordinal), or a
    -- key derived from what caused it (`welcome:<guild>:<member>`, a timer's round).
    key         TEXT    NOT NULL UNIQUE,
    guild       TEXT    NOT NULL,
    reason      TEXT    NOT NULL,
    session_id  INTEGER,
    round       INTEGER,
    interaction TEXT,
    actor       INTEGER,
    note        TEXT    NOT NULL DEFAULT '',
    at          INTEGER NOT NULL
);
CREATE INDEX ledger_txns_reason ON ledger_txns (guild, reason, at);

CREATE TABLE ledger_entries (
    id          INTEGER PRIMARY KEY,
    txn_id      INTEGER NOT NULL REFERENCES ledger_txns (id),
    guild       TEXT    NOT NULL,
    account     TEXT    NOT NULL,
    amount      INTEGER NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (guild, account, amount);
CREATE INDEX ledger_entries_txn ON ledger_entries (txn_id);

-- Append-only: no entry or transaction is ever changed or removed.
CREATE TRIGGER ledger_txns_append_only_update BEFORE UPDATE ON ledger_txns
BEGIN SELECT RAISE(ABORT, 'the chip ledger is append-only'); END;
CREATE TRIGGER ledger_txns_append_only_delete BEFORE DELETE ON ledger_txns
BEGIN SELECT RAISE(ABORT, 'the chip ledger is append-only'); END;
CREATE TRIGGER ledger_entries_append_only_update BEFORE UPDATE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'the chip ledger is append-only'); END;
CREATE TRIGGER ledger_entries_append_only_delete BEFORE DELETE ON ledger_entries
BEGIN SELECT RAISE(ABORT, 'the chip ledger is append-only'); END;

-- The journal as the ledger's readers want it: one row per change of a balance.
CREATE VIEW journal AS
SELECT e.id, t.guild, e.account, e.amount, t.reason, t.session_id, t.round,
       t.interaction, t.actor, t.note, t.at, t.id AS txn_id, t.key
FROM ledger_entries e JOIN ledger_txns t ON t.id = e.txn_id;

-- Members' display names as last seen, for leaderboards and history.
CREATE TABLE members (
    guild       TEXT    NOT NULL,
    member      INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    PRIMARY KEY (guild, member)
);
