-- A function that stores outside its data segment: the statement fails
-- with the runtime's report, the domain is reset, and the connection and
-- the other functions go on.
SELECT sfi_load('@DIR@/udf.mod');
SELECT count_calls(), count_calls();
SELECT wild_store(2147483392);
SELECT add_int(1, 1);
-- The reset started the module's data again.
SELECT count_calls();
-- A fault in the middle of a query over many rows.
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 100)
SELECT sum(add_int(x, 0) + wild_store(CASE WHEN x = 50 THEN 2147483392 ELSE 0 END)) FROM s;
SELECT add_int(2, 2), upper_text('still here');
-- A fault in an aggregate's step.
SELECT sum_squares(wild_store(2147483392));
SELECT sum_squares(3);
