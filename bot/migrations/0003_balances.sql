-- Running balances: one row per account, kept equal to the sum of the account's
-- journal entries by a trigger in the same transaction as every entry, so a
-- balance is read in one indexed lookup however long the account's history is.
-- `parlor audit` checks every row against the sum of the journal.
CREATE TABLE balances (
    guild       TEXT    NOT NULL,
    account     TEXT    NOT NULL,
    balance     INTEGER NOT NULL,
    PRIMARY KEY (guild, account)
) WITHOUT ROWID;

INSERT INTO balances (guild, account, balance)
SELECT guild, account, SUM(amount) FROM ledger_entries GROUP BY guild, account;

CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
BEGIN
    INSERT INTO balances (guild, account, balance) VALUES (NEW.guild, NEW.account, NEW.amount)
    ON CONFLICT (guild, account) DO UPDATE SET balance = balance + excluded.balance;
END;

CREATE INDEX balances_rank ON balances (guild, balance);
