-- Per-server settings (issue 21): a server's own value of a setting overrides
-- config.toml's default. A row stays when the setting is reset (value NULL), so
-- /settings show can say who reset it and when. Each change is also logged,
-- with its old and new value.
CREATE TABLE server_settings (
    server          TEXT    NOT NULL,
    setting         TEXT    NOT NULL,
    value           TEXT,
    changed_by      INTEGER NOT NULL,
    changed_by_name TEXT    NOT NULL,
    changed_at      INTEGER NOT NULL,
    PRIMARY KEY (server, setting)
) WITHOUT ROWID;

CREATE TABLE server_setting_log (
    id              INTEGER PRIMARY KEY,
    server          TEXT    NOT NULL,
    setting         TEXT    NOT NULL,
    old_value       TEXT,
    new_value       TEXT,
    changed_by      INTEGER NOT NULL,
    changed_by_name TEXT    NOT NULL,
    changed_at      INTEGER NOT NULL
);

CREATE INDEX server_setting_log_by_server ON server_setting_log (server, id);
