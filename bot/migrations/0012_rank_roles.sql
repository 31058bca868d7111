-- Rank roles (issue 32). The Discord roles Parlor gave members for their rank
-- bands: it takes back only these, never a role someone else gave. And the
-- servers whose rank roles stopped after a failure (a role deleted, Discord
-- refusing Parlor a role), with why and when, until rank_roles is set again.
-- Members and roles are Discord snowflakes, kept as text.
CREATE TABLE rank_roles_given (
    server   TEXT    NOT NULL,
    member   TEXT    NOT NULL,
    role     TEXT    NOT NULL,
    given_at INTEGER NOT NULL,
    PRIMARY KEY (server, member, role)
) WITHOUT ROWID;

CREATE TABLE rank_roles_problems (
    server TEXT    NOT NULL PRIMARY KEY,
    why    TEXT    NOT NULL,
    role   TEXT    NOT NULL,
    at     INTEGER NOT NULL
) WITHOUT ROWID;
