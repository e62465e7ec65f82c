-- sfi-db-setup: sh mkdir -p granted && echo 'a granted line' > granted/note.txt && echo 'not granted' > secret.txt
-- A function may open only files under the directories granted to it.
SELECT sfi_load('@DIR@/udf.mod');
SELECT read_line('@DIR@/secret.txt');
SELECT add_int(1, 1);
SELECT sfi_config('grant_dir', '@DIR@/granted');
SELECT sfi_load('@DIR@/udf.mod');
SELECT read_line('@DIR@/granted/note.txt');
SELECT read_line('@DIR@/secret.txt');
SELECT sfi_config('grant_dir', '@DIR@/no-such-dir');
SELECT sfi_load('@DIR@/udf.mod');
