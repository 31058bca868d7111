-- The move log and the handled interactions, keyed by their primary keys alone
-- (WITHOUT ROWID): a row is one entry in one B-tree rather than a row in the
-- rowid table plus an entry in its key's index, so a move's commit writes two
-- pages fewer to the WAL (and to the checkpoint). Same columns, same keys.
CREATE TABLE moves_by_key (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    ply         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    member      INTEGER NOT NULL,
    notation    TEXT    NOT NULL,
    at          INTEGER NOT NULL,
    PRIMARY KEY (session_id, ply)
) WITHOUT ROWID;
INSERT INTO moves_by_key (session_id, ply, seat, member, notation, at)
SELECT session_id, ply, seat, member, notation, at FROM moves;
DROP TABLE moves;
ALTER TABLE moves_by_key RENAME TO moves;

-- A WITHOUT ROWID key is never NULL; the bot never stored a NULL id.
CREATE TABLE interactions_by_key (
    id          TEXT    PRIMARY KEY,
    session_id  INTEGER,
    at          INTEGER NOT NULL
) WITHOUT ROWID;
INSERT INTO interactions_by_key (id, session_id, at)
SELECT id, session_id, at FROM interactions WHERE id IS NOT NULL;
DROP TABLE interactions;
ALTER TABLE interactions_by_key RENAME TO interactions;
