-- Hostile modules against the host and other modules (red team).
SELECT sfi_load('@DIR@/udf.mod');
CREATE TABLE t(x); INSERT INTO t VALUES (1), (2), (3);
SELECT sum_squares(x) FROM t;
-- A module loaded during an aggregate takes its function over: the
-- group's state is in the other domain, so the query fails (it used to
-- be put on the new module's free list with the wrong size and zeroed
-- there, over another domain's memory).
SELECT sum_squares(x + CASE WHEN x = 2 THEN 0 * sfi_load('@DIR@/hostile.mod') ELSE 0 END) FROM t;
SELECT add_int(40, 2), sum_squares(x) FROM t;
-- The shell's statements are on stdin: a module reads none of them.
SELECT stdin_peek();
SELECT 'the next statement ran';
-- A module that declares a built-in is refused, and takes over nothing.
SELECT sfi_load('@DIR@/hijack.mod');
SELECT add_int(1, 2), max(1, 2);
