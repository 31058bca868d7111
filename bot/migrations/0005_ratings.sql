-- Ratings (issue 19). A result now names its server and winning seat; ratings
-- are kept per server, game and player (a member's id, or `parlor:<level>`
-- with server '' for Parlor's levels, rated once for every server), with each
-- rated game's rating afterwards in `rating_history` for the charts and the
-- audit's recomputation.
ALTER TABLE results ADD COLUMN server TEXT NOT NULL DEFAULT '';
ALTER TABLE results ADD COLUMN winner_seat INTEGER;
UPDATE results SET server = COALESCE(
    (SELECT json_extract(record, '$.server') FROM sessions WHERE sessions.id = results.session_id), '');
CREATE INDEX results_by_server ON results (server, finished_at);

CREATE TABLE ratings (
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    player      TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    games       INTEGER NOT NULL,
    wins        INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    -- Wins in a row (positive) or losses in a row (negative); a draw resets it.
    streak      INTEGER NOT NULL,
    -- The highest-rated opponent beaten: their rating going in, name and game.
    best_win_rating  REAL,
    best_win_name    TEXT,
    best_win_session INTEGER,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (server, game, player)
) WITHOUT ROWID;
CREATE INDEX ratings_by_rating ON ratings (server, game, rating);

CREATE TABLE rating_history (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    server      TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    player      TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (session_id, player)
) WITHOUT ROWID;
CREATE INDEX rating_history_by_player ON rating_history (server, game, player, at);

-- A member's own choices: `notify` is whether they get the direct-message
-- reminder when half their turn time has passed (`/notify off|on`).
CREATE TABLE member_settings (
    member      INTEGER PRIMARY KEY,
    notify      INTEGER NOT NULL DEFAULT 1
);
