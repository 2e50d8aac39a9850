-- Issue 40 (the files screen, SPEC 6 `files`): the name a file had when it was uploaded, shown in the
-- organization's list of files. Uploads from before have none; the list names them by kind and date.
ALTER TABLE uploads ADD COLUMN name text;
