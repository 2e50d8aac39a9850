-- Hardening, second round (G): an onboarding's documents are served only to a signed-in user who may
-- read a record that holds them; product images and logos stay public (docs/security.md). An upload is
-- private when it came to the document endpoint or a file field holds it (server/uploads/store.ts).
ALTER TABLE uploads ADD COLUMN private boolean NOT NULL DEFAULT false;
-- Uploads from before: what is not an image came as a document.
UPDATE uploads SET private = true WHERE content_type NOT LIKE 'image/%';
-- And the images an onboarding's supplement holds (its typed table exists once the API has started).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
              WHERE table_name = 'agreements' AND column_name = 'supplement_attachments') THEN
    EXECUTE $update$
      UPDATE uploads SET private = true WHERE id IN (
        SELECT substring(item->'file'->>'src' from '[0-9a-f-]{36}$')
          FROM agreements, jsonb_array_elements(
            CASE WHEN jsonb_typeof(supplement_attachments) = 'array' THEN supplement_attachments ELSE '[]' END
          ) AS item)
    $update$;
  END IF;
END $$;
