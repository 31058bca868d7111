-- Sessions: one row per challenge or game. The columns the bot queries on are
-- columns; everything else about the session is the JSON `record`.
CREATE TABLE sessions (
    id          INTEGER PRIMARY KEY,
    channel     TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('challenge', 'playing', 'finished')),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    record      TEXT    NOT NULL
);
CREATE INDEX sessions_open ON sessions (status) WHERE status <> 'finished';

-- The move log: every accepted action with its notation, actor and time.
CREATE TABLE moves (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    ply         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    member      INTEGER NOT NULL,
    notation    TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (session_id, ply)
);

-- Finished games, for ratings and statistics.
CREATE TABLE results (
    session_id  INTEGER PRIMARY KEY REFERENCES sessions (id),
    game        TEXT    NOT NULL,
    finished_at INTEGER NOT NULL,
    outcome     TEXT    NOT NULL,
    winner      INTEGER,
    reason      TEXT    NOT NULL,
    players     TEXT    NOT NULL
);

-- Discord interactions already applied: the same interaction twice acts once.
CREATE TABLE interactions (
    id          TEXT    PRIMARY KEY,
    session_id  INTEGER,
    at          INTEGER NOT NULL
);
