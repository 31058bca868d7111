-- Game reviews (issue 35): one stored review per finished game and review
-- method (its budget and formulas: a new method reviews again), the JSON body
-- every asker's answer and the web page read.
CREATE TABLE reviews (
    session_id BIGINT  NOT NULL,
    method     INTEGER NOT NULL,
    created_at BIGINT  NOT NULL,
    body       TEXT    NOT NULL,
    PRIMARY KEY (session_id, method)
);
