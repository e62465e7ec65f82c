-- Several modules at once, each in its own domain; a fault in one
-- leaves the other's data alone.
SELECT sfi_load('@DIR@/udf.mod'), sfi_load('@DIR@/other.mod');
SELECT add_int(1, 2), text_bytes('four'), negate(2), negate(2.5), typeof(negate('x'));
SELECT other_calls(), other_calls(), count_calls();
SELECT wild_store(2147483392);
SELECT other_calls(), count_calls();
-- Both in one query over many rows.
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 500)
SELECT sum(negate(add_int(x, 1)) = -(x + 1)), sum(text_bytes(upper_text('v' || x)) = length('v' || x)) FROM s;
-- A module loaded from another path takes over a function of the same name.
SELECT sfi_load('@DIR@/other-protect.mod');
SELECT other_calls(), negate(-1);
