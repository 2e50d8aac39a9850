-- A rotated refresh token names the token that replaced it, so that a token whose answer never reached
-- the client can be presented again within the grace window while that successor is unused
-- (server/auth/refresh-tokens.ts, docs/security.md "Sign-in").
ALTER TABLE refresh_tokens ADD COLUMN successor_hash text;
