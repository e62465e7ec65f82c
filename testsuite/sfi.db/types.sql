-- Every argument type into the domain and every result type back,
-- checked against SQLite's own functions (1 is a match).
SELECT sfi_load('@DIR@/udf.mod');
SELECT add_int(2, 40), add_int(9007199254740993, 1) = 9007199254740994, add_int(-5, 2);
SELECT mul_double(1.5, 4), mul_double(0.1, 3) = 0.1 * 3, mul_double(2, 3);
SELECT upper_text('hello, world'), upper_text('') = '', upper_text(printf('%.5000c', 'x')) = upper(printf('%.5000c', 'x'));
SELECT hex(reverse_blob(x'0102030405')), reverse_blob(reverse_blob(randomblob(3000))) IS NOT NULL, hex(reverse_blob(x''));
WITH b(v) AS (SELECT randomblob(1000)) SELECT reverse_blob(reverse_blob(v)) = v FROM b;
SELECT type_of(1), type_of(1.5), type_of('a'), type_of(x'00'), type_of(NULL), add_int(NULL, 1) IS NULL;
-- Declared types convert: text to integer, integer to double.
SELECT add_int('7', 3), mul_double(3, 3), upper_text(12);
-- A function's own error.
SELECT fail_with(7);
-- Per row: 1000 calls, against SQLite's arithmetic.
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 1000)
SELECT count(*), sum(add_int(x, x * 3) = x * 4), sum(mul_double(x, 0.5) = x * 0.5), sum(upper_text('a' || x) = upper('a' || x)) FROM s;
-- An argument larger than the domain's arena is refused.
SELECT upper_text(printf('%.70000c', 'x'));
SELECT sfi_config('arena_size', 200000);
SELECT sfi_load('@DIR@/udf.mod');
SELECT length(upper_text(printf('%.70000c', 'x')));
