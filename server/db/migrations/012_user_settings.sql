-- A user's own settings, pinned screens and photo (SPEC 3, the session's data.settings, data.shortcuts,
-- data.photoURL), kept per user so they follow the user to another browser (server/features/user-settings).
CREATE TABLE user_settings (
  user_id text PRIMARY KEY,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  shortcuts jsonb NOT NULL DEFAULT '[]'::jsonb,
  photo_url text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
