-- The web companion (issue 34). Members who hid their page on a server's
-- pages (`/web hide`), and an index on when each session last changed: the
-- pages' live games follow what changed since their last look.
CREATE TABLE web_hidden (
    server   TEXT    NOT NULL,
    member   TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (server, member)
) WITHOUT ROWID;

CREATE INDEX sessions_by_update ON sessions (updated_at);
