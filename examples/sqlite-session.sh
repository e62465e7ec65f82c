#!/bin/sh
# sqlite-session.sh -- a SQLite shell session with SQL functions loaded
# from an SFI module (sqlite-sfi, docs/database.md).
#
# usage: examples/sqlite-session.sh [TARGET]
#   TARGET  mipsel-linux-gnu (default), mips-linux-gnu or alpha-linux-gnu,
#           built in build/TARGET (make)
#
# Builds the test module testsuite/sfi.db/udf.c with the plugin, then
# feeds SQLite's shell with the extension (sqlite3-sfi) a script that
# loads it, calls its functions, and lets three of them misbehave: each
# becomes an SQL error, and the session goes on.  Exits non-zero if the
# session's answers are not the expected ones.

set -u
here=$(cd "$(dirname "$0")" && pwd)
target=${1:-mipsel-linux-gnu}
build=$here/../build/$target
lib=$build/stage/lib/sfi/$target
case $target in
  mips-*) qemu=qemu-mips ;;
  mipsel-*) qemu=qemu-mipsel ;;
  alpha-*) qemu="qemu-alpha -L /usr/alpha-linux-gnu" ;;
  *) echo "sqlite-session.sh: unsupported target $target" >&2; exit 2 ;;
esac
[ -x "$lib/sqlite/sqlite3-sfi" ] || {
  echo "sqlite-session.sh: no $lib/sqlite/sqlite3-sfi (run make)" >&2
  exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

$target-gcc-12 -specs="$lib/sfi.specs" -fsfi=sandbox -O2 -I"$here/../sqlite" \
  "$here/../testsuite/sfi.db/udf.c" -o "$work/udf.mod" || exit 1
cat > "$work/session.sql" <<SQL
.print -- load the module into a fault domain: it declares 12 functions
SELECT sfi_load('$work/udf.mod');
.print -- every argument type goes in, every result type comes back
SELECT add_int(40, 2), mul_double(1.5, 4), upper_text('hello'), hex(reverse_blob(x'0102'));
WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < 10) SELECT sum_squares(x) FROM s;
.print -- a wild store: the statement fails with the runtime's report
SELECT wild_store(2147483392);
.print -- a file it was not granted
SELECT read_line('/etc/passwd');
.print -- an endless loop, with a 50 ms budget for the module loaded again
SELECT sfi_config('time_limit_ms', 50), sfi_load('$work/udf.mod');
SELECT spin();
.print -- the same connection and functions go on
SELECT add_int(1, 2), sfi_calls();
SQL
echo "\$ sqlite3-sfi < session.sql"
# shellcheck disable=SC2086
$qemu "$lib/sqlite/sqlite3-sfi" < "$work/session.sql" > "$work/out" 2>&1
sed "s|$work|WORK|g" "$work/out"
grep -q '^3|' "$work/out" && grep -q 'sfi: fault SIGSEGV' "$work/out" &&
  grep -q 'system call denied' "$work/out" &&
  grep -q 'time limit exceeded' "$work/out"
