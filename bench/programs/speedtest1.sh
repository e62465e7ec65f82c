# SQLite 3.40.1 (Debian sqlite3): SQLite's own benchmark, test/speedtest1.c,
# on an in-memory database (its "main" test set: inserts, selects,
# indexes, joins, updates, deletes, sorting, subqueries, in one
# connection).  The whole library runs in the domain: the amalgamation
# sqlite3.c, built with the options a domain needs (no threads, no mmap,
# no extensions, temporary data in memory) and with our VFS for in-memory
# databases, sqlite/domain-vfs.c (docs/database.md).  Its clock stands
# still (DOMAIN_VFS_FIXED_CLOCK), so that speedtest1's own timings print
# as 0.000s and runs repeat exactly; the harness measures instead.
# --verify prints a hash of every result, which the modes must agree on.
sources=sqlite
kind=int
srcs="$C/sqlite3.c $S/sqlite/test/speedtest1.c $P/../../sqlite/domain-vfs.c"
cflags="-I$C -DSQLITE_OS_OTHER=1 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_MAX_MMAP_SIZE=0 -DSQLITE_TEMP_STORE=3 -DDOMAIN_VFS_FIXED_CLOCK"
# The amalgamation: the one a build tree made (sqlite/sqlite.mk), else
# made here the same way, with SQLite's configure and makefile run
# natively.
setup () {
  for f in "${BENCH_STAGE_ROOT:-${top:-.}/build}"/*/sqlite/gen/sqlite3.c; do
    if [ -f "$f" ] && [ -f "${f%.c}.h" ]; then
      cp "$f" "${f%.c}.h" .
      return
    fi
  done
  mkdir gen
  (cd gen && "$S/sqlite/configure" -q --disable-tcl --disable-readline > configure.log 2>&1 &&
     make sqlite3.c > make.log 2>&1) ||
    { echo "speedtest1: could not make sqlite3.c, see $C/gen" >&2; return 1; }
  cp gen/sqlite3.c gen/sqlite3.h .
}
prepare () { :; }
case ${size:-full} in
  smoke) steps="--memdb --verify --size 3" ;;
  quick) steps="--memdb --verify --size 10" ;;
  *) steps="--memdb --verify --size 50" ;;
esac
# An in-memory database of --size 50 needs more than 16 MiB (VACUUM
# copies it).
segsize=64M
outputs=
