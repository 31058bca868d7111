-- Tournaments (issue 31; bot/migrations/0009_tournaments.sql explains them).
CREATE TABLE tournaments (
    id          BIGINT  PRIMARY KEY,
    server      TEXT    NOT NULL,
    channel     TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
    created_at  BIGINT  NOT NULL,
    updated_at  BIGINT  NOT NULL,
    record      TEXT    NOT NULL,
    version     BIGINT  NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_by_server ON tournaments (server, status, id);
CREATE INDEX tournaments_by_channel ON tournaments (channel, status);
CREATE SEQUENCE tournament_ids;
