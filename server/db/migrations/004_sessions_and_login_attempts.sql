-- Issue 12 (docs/security.md). A user's token generation: every access token carries the generation it
-- was signed with, and the bearer check refuses an older one. /revoke and a password change raise it,
-- so the access tokens issued before end at once.
CREATE TABLE token_generations (
  user_id text PRIMARY KEY,
  generation integer NOT NULL DEFAULT 0
);

-- login_failures is keyed by a throttle key since this migration: 'account:<address>:<username>' (a
-- username from one client address) and 'address:<address>' (every username from that address).
-- Attempts are counted before the password is checked, in the same statement that reads the lock.
ALTER TABLE login_failures RENAME COLUMN username TO throttle_key;
