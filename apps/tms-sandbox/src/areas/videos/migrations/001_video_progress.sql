-- Each user's progress through the training videos (ADR 049). The videos themselves are files with a
-- catalog (apps/tms-sandbox/data/videos), so video_id is the catalog's slug, not a foreign key.
CREATE TABLE video_progress (
  user_id text NOT NULL REFERENCES users (id),
  video_id text NOT NULL,
  position_seconds double precision NOT NULL CHECK (position_seconds >= 0),
  completed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
