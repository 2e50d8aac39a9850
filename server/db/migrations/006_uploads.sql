-- Issue 13 (SPEC 7, POST /infrastructure/3.0/image/upload). Uploaded files: records keep the address
-- /infrastructure/3.0/image/<id>, not the bytes. The organization is the uploader's (none for platform
-- staff outside an organization); a record may use only its own organization's uploads.
CREATE TABLE uploads (
  id text PRIMARY KEY,
  organization_id text,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text
);
CREATE INDEX uploads_organization ON uploads (organization_id);
