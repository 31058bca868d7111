-- Seasons (issue 32).
--
-- A result now says whether it counts for ratings: a game started while the
-- server's `rated` setting was off, or an unrated tournament's game, is kept
-- in `results` but rated by nobody (the session record's `unrated` flag, which
-- the ratings' rebuild and the audit's recomputation could not see before).
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
-- (Matched as text, as serde writes it, so an unreadable record fails nothing.)
UPDATE results SET rated = 0
WHERE EXISTS (SELECT 1 FROM sessions WHERE sessions.id = results.session_id
                                       AND sessions.record LIKE '%"unrated":true%');
-- A season's (or a month's) board replays one server's games of one game in
-- order.
CREATE INDEX results_by_game ON results (server, game, finished_at);

-- A server's seasons: calendar ones (`monthly`, `quarterly`) with their planned
-- end, and `manual` ones an admin starts and ends. `ended_at` is set once, by a
-- conditional update, so only one change ends a season (and announces it).
CREATE TABLE seasons (
    id              INTEGER PRIMARY KEY,
    server          TEXT    NOT NULL,
    name            TEXT    NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('monthly', 'quarterly', 'manual')),
    started_at      INTEGER NOT NULL,
    ends_at         INTEGER,
    ended_at        INTEGER,
    started_by      INTEGER,
    started_by_name TEXT,
    ended_by        INTEGER,
    ended_by_name   TEXT,
    -- The server's preferred language as the command that started it carried
    -- it (Discord's community setting), for its announcement; none when unknown.
    locale          TEXT
);
-- At most one running season per server; names unique per server, any case.
CREATE UNIQUE INDEX seasons_running ON seasons (server) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX seasons_name ON seasons (server, lower(name));
CREATE INDEX seasons_due ON seasons (ends_at) WHERE ended_at IS NULL;
