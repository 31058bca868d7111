-- Puzzles (issue 35). `puzzles` holds every puzzle a server may be given: the
-- built-in set (server NULL, loaded at start, once: `key` is the SHA-256 of its
-- JSON) and the puzzles mined from a server's own finished games (server and
-- source session set; `key` is the SHA-256 of the server and the JSON, so two
-- servers each keep their own). `puzzle` is the games crate's Puzzle as JSON:
-- the solution is in it, so nothing shows this column to a member.
CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY,
    key         TEXT    NOT NULL UNIQUE,
    server      TEXT,
    game        TEXT    NOT NULL,
    puzzle      TEXT    NOT NULL,
    session_id  INTEGER,
    created_at  INTEGER NOT NULL
);
CREATE INDEX puzzles_by_game ON puzzles (game, server);

-- The finished games already mined (each once, whatever it found).
CREATE TABLE puzzle_mined (
    session_id  INTEGER PRIMARY KEY,
    server      TEXT    NOT NULL,
    found       INTEGER NOT NULL,
    at          INTEGER NOT NULL
);

-- A member's tries: one open at a time per server, and one daily per UTC day
-- (`day`: days since 1970-01-01; NULL for a puzzle that is no daily). `steps`
-- counts the steps of the solution line done.
CREATE TABLE puzzle_attempts (
    id          INTEGER PRIMARY KEY,
    server      TEXT    NOT NULL,
    member      INTEGER NOT NULL,
    puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id),
    day         INTEGER,
    steps       INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL CHECK (state IN ('open', 'solved', 'failed', 'gave-up')),
    started_at  INTEGER NOT NULL,
    ended_at    INTEGER
);
CREATE INDEX puzzle_attempts_by_member ON puzzle_attempts (server, member, puzzle_id);
CREATE UNIQUE INDEX puzzle_attempts_one_open ON puzzle_attempts (server, member) WHERE state = 'open';
CREATE UNIQUE INDEX puzzle_attempts_one_daily ON puzzle_attempts (server, member, day) WHERE day IS NOT NULL;

-- The daily puzzle of each server and UTC day, fixed once chosen (the first
-- insert wins), and whether it was posted in `puzzle_channel`.
CREATE TABLE puzzle_dailies (
    server      TEXT    NOT NULL,
    day         INTEGER NOT NULL,
    puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id),
    chosen_at   INTEGER NOT NULL,
    posted_at   INTEGER,
    PRIMARY KEY (server, day)
);
