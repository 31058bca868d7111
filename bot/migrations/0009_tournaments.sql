-- Tournaments (issue 31): one row per tournament; the queried columns beside
-- the JSON record (its settings, members, pairings and results, the game and
-- thread of each board). `version` counts its writes: a change built on an
-- older version is refused (the store's Conflict), so a round is paired once
-- even when two games of it end at once.
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    server      TEXT    NOT NULL,
    channel     TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    record      TEXT    NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_by_server ON tournaments (server, status, id);
CREATE INDEX tournaments_by_channel ON tournaments (channel, status);
