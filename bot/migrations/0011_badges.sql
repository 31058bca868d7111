-- Achievements (issue 32). `badges` keeps each badge a member earned on a
-- server, once (its key), with when and what earned it: a game (`session_id`),
-- a tournament (`tournament_id`) or a season won in a game (`season`,
-- `season_game`). A badge is derived from the results and tournaments and
-- written in the transaction of the result or tournament end that earns it
-- (INSERT … ON CONFLICT DO NOTHING: its announcement goes to the outbox only
-- when the row is new); `parlor audit` derives them again and compares.
CREATE TABLE badges (
    server        TEXT    NOT NULL,
    member        INTEGER NOT NULL,
    badge         TEXT    NOT NULL,
    earned_at     INTEGER NOT NULL,
    session_id    INTEGER,
    tournament_id INTEGER,
    season        TEXT,
    season_game   TEXT,
    PRIMARY KEY (server, member, badge)
) WITHOUT ROWID;

-- Each member's games played to a result (won or drawn), by server and in the
-- order they finished: an index of `results` by seat, so a member's badges are
-- derived from their own games without reading the server's. Written with
-- each result; filled here from the results already stored.
CREATE TABLE member_results (
    server      TEXT    NOT NULL,
    member      INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    session_id  INTEGER NOT NULL,
    PRIMARY KEY (server, member, finished_at, session_id)
) WITHOUT ROWID;
INSERT OR IGNORE INTO member_results (server, member, finished_at, session_id)
    SELECT r.server, json_extract(seat.value, '$.id'), r.finished_at, r.session_id
    FROM results r, json_each(r.players) seat
    WHERE r.outcome IN ('won', 'draw') AND json_extract(seat.value, '$.parlor') IS NULL;
