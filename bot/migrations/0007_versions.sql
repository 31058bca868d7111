-- Each session row counts its writes (issue 20). A change names the version it
-- was built on and is refused when the row has moved on since: the check that
-- keeps two processes sharing one database (PostgreSQL) from both applying a
-- command to the same session, kept here too so every test exercises it.
ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
