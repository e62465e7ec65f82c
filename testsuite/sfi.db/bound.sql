-- Text and blobs bound to parameters are copied into the domain once per
-- run of a statement (sqlite-sfi.c, const_copy) and passed again to the
-- later calls: every row must still see the bound value, a new binding
-- must reach the next run, and a module that writes to its copy changes
-- what it sees itself, never the host's value.
SELECT sfi_load('@DIR@/udf.mod');
.parameter set ?1 'abc'
.parameter set ?2 x'0102030405'
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 500)
SELECT count(*), sum(upper_text(?1) = 'ABC'), sum(hex(reverse_blob(?2)) = '0504030201'), sum(upper_text(?1 || x) = 'ABC' || x) FROM s;
.parameter set ?1 'xyz'
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 500)
SELECT count(*), sum(upper_text(?1) = 'XYZ') FROM s;
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 3)
SELECT scribble(?2), hex(?2) FROM s;
-- After a fault in the middle of a statement the domain is reset, and
-- the copies made before it are gone: the rows after it copy again.
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 3)
SELECT sum(length(upper_text(?1)) + wild_store(CASE WHEN x = 2 THEN 2147483392 ELSE 0 END)) FROM s;
SELECT upper_text(?1), hex(reverse_blob(?2));
