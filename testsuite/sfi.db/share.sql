-- share_args: a sandbox-mode module reads text and blob arguments in
-- place; a protect-mode module still gets copies (it cannot read
-- outside its segment).  The answers are the same.
SELECT sfi_config('share_args', 1);
SELECT sfi_load('@DIR@/udf.mod'), sfi_load('@DIR@/other-protect.mod');
SELECT upper_text('in place'), hex(reverse_blob(x'0a0b0c')), text_bytes('copied');
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 300)
SELECT sum(upper_text('w' || x) = upper('w' || x)), sum(text_bytes(printf('%.*c', x, 'y')) = x) FROM s;
-- Its stores still stay in its own segment, and faults are still caught.
SELECT wild_store(2147483392);
SELECT upper_text('after');
SELECT sfi_config('share_args', 2);
