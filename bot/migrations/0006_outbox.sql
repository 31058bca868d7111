-- The outbox (issue 20): every post the table makes outside an interaction
-- reply (timer notices, a timer's Crown and Anchor roll, turn reminders, a
-- reply whose interaction could not be answered) is written here in the
-- transaction of the change it reports, and the Discord adapter sends it until
-- Discord takes it. `id` is also the message's nonce, so a resend after a lost
-- answer is not posted twice. `done_at` is set once it was sent, or dropped
-- (`outcome` says which); pending rows wait for `next_at`.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    channel     TEXT NOT NULL,
    post        TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    next_at     INTEGER NOT NULL,
    done_at     INTEGER,
    outcome     TEXT
);
CREATE INDEX outbox_pending ON outbox (next_at) WHERE done_at IS NULL;
