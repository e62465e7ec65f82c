/* domain-vfs.c -- the operating-system layer of SQLite compiled as an
   SFI module (docs/database.md, "SQLite inside a domain").

   A module has no mmap, no fcntl locks, no threads and no source of
   entropy, so SQLite's own unix VFS does not fit it.  Build sqlite3.c
   with -DSQLITE_OS_OTHER=1 and link this file: it registers one VFS,
   "domain", as the default, for in-memory databases only
   (":memory:", with -DSQLITE_TEMP_STORE=3 so that temporary tables,
   sorts and statement journals stay in memory too).  It gives SQLite

   - time: the domain's clock (clock_gettime, a host call), or, with
     -DDOMAIN_VFS_FIXED_CLOCK, a clock that stands still at
     2023-01-01 00:00:00 UTC, so that a program that prints elapsed
     times (speedtest1) prints the same thing, and executes the same
     instructions, on every run;
   - randomness: a fixed-seed generator (a domain has nothing better;
     in-memory databases use randomness only for things no query sees,
     and SQL random() is still SQLite's own PRNG seeded from here), so
     runs repeat exactly;
   - sleep: waits on the monotonic clock (there is nobody to wait for:
     a domain's database has no other connection);
   - file opens: refused (SQLITE_CANTOPEN), as are deletes; nothing
     exists (xAccess).  */

#include <string.h>
#include <time.h>
#include "sqlite3.h"

/* newlib's <time.h> declares it only on systems with POSIX timers; a
   module has it (runtime/module/syscalls.c), as has the C library of a
   native build.  */
int clock_gettime (clockid_t clk, struct timespec *ts);
#ifndef CLOCK_MONOTONIC
#define CLOCK_MONOTONIC ((clockid_t) 4)	/* newlib's, as syscalls.c takes it */
#endif

/* Julian day number of 1970-01-01 00:00 UTC, in milliseconds.  */
#define UNIX_EPOCH_JD_MS 210866760000000LL
/* 2023-01-01 00:00:00 UTC, in seconds since the Unix epoch.  */
#define FIXED_UNIX_TIME 1672531200LL

static int
domain_open (sqlite3_vfs *vfs, const char *name, sqlite3_file *file,
	     int flags, int *out_flags)
{
  (void) vfs; (void) name; (void) flags; (void) out_flags;
  /* xClose is not called on a file whose xOpen failed, if pMethods is
     null.  */
  file->pMethods = 0;
  return SQLITE_CANTOPEN;
}

static int
domain_delete (sqlite3_vfs *vfs, const char *name, int sync_dir)
{
  (void) vfs; (void) name; (void) sync_dir;
  return SQLITE_IOERR_DELETE_NOENT;
}

static int
domain_access (sqlite3_vfs *vfs, const char *name, int what, int *result)
{
  (void) vfs; (void) name; (void) what;
  *result = 0;
  return SQLITE_OK;
}

static int
domain_full_pathname (sqlite3_vfs *vfs, const char *name, int n, char *out)
{
  (void) vfs;
  if ((int) strlen (name) >= n)
    return SQLITE_CANTOPEN;
  strcpy (out, name);
  return SQLITE_OK;
}

/* splitmix64, from a fixed seed: the same bytes in every run.  */
static sqlite3_uint64 random_state = 0x5346492d646f6dULL;

static int
domain_randomness (sqlite3_vfs *vfs, int n, char *out)
{
  int i;
  (void) vfs;
  for (i = 0; i < n; i++)
    {
      sqlite3_uint64 z;
      if (i % 8 == 0)
	random_state += 0x9e3779b97f4a7c15ULL;
      z = random_state;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      z ^= z >> 31;
      out[i] = (char) (z >> (8 * (i % 8)));
    }
  return n;
}

static sqlite3_int64
clock_ns (clockid_t clk)
{
  struct timespec ts;
  if (clock_gettime (clk, &ts) != 0)
    return 0;
  return (sqlite3_int64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int
domain_sleep (sqlite3_vfs *vfs, int micro)
{
  (void) vfs;
#ifndef DOMAIN_VFS_FIXED_CLOCK
  sqlite3_int64 end = clock_ns (CLOCK_MONOTONIC) + (sqlite3_int64) micro * 1000;
  while (clock_ns (CLOCK_MONOTONIC) < end)
    ;
#endif
  return micro;
}

static int
domain_current_time_int64 (sqlite3_vfs *vfs, sqlite3_int64 *jd_ms)
{
  (void) vfs;
#ifdef DOMAIN_VFS_FIXED_CLOCK
  *jd_ms = UNIX_EPOCH_JD_MS + FIXED_UNIX_TIME * 1000;
#else
  *jd_ms = UNIX_EPOCH_JD_MS + clock_ns (CLOCK_REALTIME) / 1000000;
#endif
  return SQLITE_OK;
}

static int
domain_current_time (sqlite3_vfs *vfs, double *jd)
{
  sqlite3_int64 ms;
  domain_current_time_int64 (vfs, &ms);
  *jd = ms / 86400000.0;
  return SQLITE_OK;
}

static int
domain_get_last_error (sqlite3_vfs *vfs, int n, char *buf)
{
  (void) vfs;
  if (n > 0)
    buf[0] = 0;
  return 0;
}

static sqlite3_vfs domain_vfs = {
  2,				/* iVersion: has xCurrentTimeInt64 */
  sizeof (sqlite3_file),	/* szOsFile: no state of its own */
  512,				/* mxPathname */
  0,				/* pNext */
  "domain",			/* zName */
  0,				/* pAppData */
  domain_open,
  domain_delete,
  domain_access,
  domain_full_pathname,
  0, 0, 0, 0,			/* xDlOpen, xDlError, xDlSym, xDlClose */
  domain_randomness,
  domain_sleep,
  domain_current_time,
  domain_get_last_error,
  domain_current_time_int64,
  0, 0, 0			/* xSetSystemCall, xGetSystemCall, xNextSystemCall */
};

/* With SQLITE_OS_OTHER, SQLite calls these from sqlite3_initialize and
   sqlite3_shutdown.  */
int
sqlite3_os_init (void)
{
  return sqlite3_vfs_register (&domain_vfs, 1);
}

int
sqlite3_os_end (void)
{
  return SQLITE_OK;
}
