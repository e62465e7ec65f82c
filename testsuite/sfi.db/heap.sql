-- A function that exhausts its heap gets NULL from malloc, inside its
-- data segment; the next calls work.
SELECT sfi_load('@DIR@/udf.mod');
SELECT eat_heap();
SELECT upper_text('heap');
SELECT sfi_config('segment_size', 2097152);
SELECT sfi_load('@DIR@/udf.mod');
SELECT eat_heap();
SELECT add_int(5, 5);
