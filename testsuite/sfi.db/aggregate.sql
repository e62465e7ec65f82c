-- An aggregate: its state per group lives in the domain.
SELECT sfi_load('@DIR@/udf.mod');
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 10)
SELECT sum_squares(x), sum(x * x) FROM s;
-- Many groups at once, against SQLite's sum.
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 2000)
SELECT count(*), sum(a = b) FROM (SELECT x % 37 AS g, sum_squares(x) AS a, sum(x * x) AS b FROM s GROUP BY g);
-- No rows, and NULLs only.
SELECT sum_squares(x) IS NULL FROM (SELECT 1 AS x WHERE 0);
SELECT sum_squares(NULL) IS NULL;
-- Used twice in one query, and in a window-less subquery.
SELECT sum_squares(v), sum_squares(v * 2) FROM (SELECT 1.5 AS v UNION ALL SELECT 2.5);
