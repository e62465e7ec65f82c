-- A function that never returns is stopped by its time budget.
SELECT sfi_config('time_limit_ms', 50);
SELECT sfi_load('@DIR@/udf.mod');
SELECT spin();
SELECT add_int(3, 3);
SELECT spin() FROM (SELECT 1 UNION ALL SELECT 2);
SELECT upper_text('after the budget');
