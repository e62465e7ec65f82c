-- After a fault the module can be loaded again: a fresh domain, the same
-- SQL functions.
SELECT sfi_load('@DIR@/udf.mod');
SELECT count_calls(), count_calls(), count_calls();
SELECT wild_store(2147483392);
SELECT sfi_load('@DIR@/udf.mod');
SELECT count_calls(), add_int(1, 2);
-- Reloading in the middle of a statement that uses it.
SELECT count_calls(), sfi_load('@DIR@/udf.mod'), count_calls();
SELECT count_calls();
