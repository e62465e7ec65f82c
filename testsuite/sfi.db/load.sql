-- Loading: the number of functions registered; then each is there.
SELECT sfi_load('@DIR@/udf.mod');
SELECT name, narg FROM pragma_function_list WHERE name IN ('add_int', 'sum_squares', 'type_of', 'spin') ORDER BY name;
SELECT add_int(20, 22);
-- What cannot be loaded is an SQL error that says why.
SELECT sfi_load('@DIR@/missing.mod');
SELECT sfi_load('@DIR@/load.sql');
SELECT sfi_load('@DIR@/nodecl.mod');
SELECT sfi_load(NULL);
SELECT sfi_config('bogus', 1);
SELECT sfi_config('segment_size', 1000);
SELECT add_int(1);
-- The connection goes on.
SELECT add_int(1, 2), sfi_calls();
