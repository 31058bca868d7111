-- Achievements (issue 32; bot/migrations/0011_badges.sql explains them).
CREATE TABLE badges (
    server        TEXT    NOT NULL,
    member        BIGINT  NOT NULL,
    badge         TEXT    NOT NULL,
    earned_at     BIGINT  NOT NULL,
    session_id    BIGINT,
    tournament_id BIGINT,
    season        TEXT,
    season_game   TEXT,
    PRIMARY KEY (server, member, badge)
);

CREATE TABLE member_results (
    server      TEXT    NOT NULL,
    member      BIGINT  NOT NULL,
    finished_at BIGINT  NOT NULL,
    session_id  BIGINT  NOT NULL,
    PRIMARY KEY (server, member, finished_at, session_id)
);
INSERT INTO member_results (server, member, finished_at, session_id)
    SELECT r.server, CAST(seat ->> 'id' AS BIGINT), r.finished_at, r.session_id
    FROM results r, jsonb_array_elements(CAST(r.players AS JSONB)) AS seat
    WHERE r.outcome IN ('won', 'draw') AND seat ->> 'parlor' IS NULL
    ON CONFLICT DO NOTHING;
