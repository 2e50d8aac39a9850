-- A rotated refresh token keeps the scope of the sign-in that started its family.
ALTER TABLE refresh_tokens ADD COLUMN scope text NOT NULL DEFAULT '';

-- Expired tokens are found by age when they are cleaned up.
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);
