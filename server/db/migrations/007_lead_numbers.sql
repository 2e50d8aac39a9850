-- Issue 16. The last lead number given out per year (L-26001, L-26002 ...): a lead id is never given
-- twice, not even after its lead was deleted, since its contracts keep it (SPEC 4 "Deleting a lead
-- annuls all its contracts"). Taken with one upsert, so drafts started at once get distinct numbers.
CREATE TABLE lead_numbers (
  year integer PRIMARY KEY,
  last integer NOT NULL
);
