-- A module the verifier refuses is an SQL error with the reason.
SELECT sfi_load('@DIR@/refused.mod');
SELECT poke(0);
-- A sandbox module where protect is required.
SELECT sfi_config('require_mode', 'protect');
SELECT sfi_load('@DIR@/other.mod');
SELECT sfi_load('@DIR@/other-protect.mod');
SELECT negate(4), text_bytes('protect');
