/* db-bench.c -- the host of bench/db: an in-memory SQLite database of
   generated Sequoia-2000-like data (land-use polygons, points), queried
   with the polygon functions of poly.c run one of four ways.

   usage: db-bench MODE SCALE QUERIES RUNS [MODULE]
     MODE     native   poly.c linked into this program
              process  the same functions in a child process, over a
                       socketpair (forked before the data is made)
              futex    the same, over a shared mapping with futex
                       wake-ups
              sandbox, protect
                       MODULE (poly.c built with -fsfi=MODE) loaded into
                       a fault domain with sfi_load
              shared   a sandbox MODULE that reads its blob arguments in
                       place (sfi_config('share_args', 1)), not copied
     SCALE    polygons in the database (points: SCALE / 10); the
              queries make about SCALE calls each
     QUERIES  q6,q7,q8,q10 (comma-separated), or none (set-up only)
     RUNS     how many times each query runs

   Prints one line per query:
     QUERY calls N result R times T1,T2,... (seconds)
   R is the query's result, the same in every mode.  The data depend
   only on SCALE (a fixed pseudo-random sequence).  */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sqlite3.h"
#include "sqlite-sfi.h"
#ifndef SFI_SQL_NATIVE
#define SFI_SQL_NATIVE
#endif
#include "sfi-sql.h"
#include "poly.h"

extern const struct sfi_sql_native sfi_sql_native_functions[];

static sqlite3 *db;

static void
die (const char *what)
{
  fprintf (stderr, "db-bench: %s: %s\n", what, db ? sqlite3_errmsg (db) : "");
  exit (1);
}

/* A fixed pseudo-random sequence (64-bit LCG, Knuth's MMIX constants).  */
static uint64_t seed = 0x5e901a2000ULL;
static double
uniform (void)
{
  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double) (seed >> 11) / 9007199254740992.0;
}

/* A star-shaped polygon of N vertices around (CX, CY).  */
static struct poly *
make_poly (int n, double cx, double cy, double r)
{
  struct poly *p = malloc (POLY_BYTES (n));
  if (p == NULL)
    die ("out of memory");
  p->n = n;
  p->pad = 0;
  for (int i = 0; i < n; i++)
    {
      double a = 2 * M_PI * (i + 0.8 * uniform ()) / n;
      double d = r * (0.6 + 0.4 * uniform ());
      p->xy[2 * i] = cx + d * cos (a);
      p->xy[2 * i + 1] = cy + d * sin (a);
    }
  return p;
}

static void
exec_sql (const char *sql)
{
  char *err = NULL;
  if (sqlite3_exec (db, sql, NULL, NULL, &err) != SQLITE_OK)
    {
      fprintf (stderr, "db-bench: %s: %s\n", sql, err);
      exit (1);
    }
}

/* The database: SCALE polygons in a 1000 x 1000 world, SCALE / 10
   points.  */
static void
generate (int scale)
{
  sqlite3_stmt *st;
  exec_sql ("CREATE TABLE polys (id INTEGER PRIMARY KEY, landuse INTEGER,"
	    " geom BLOB);"
	    "CREATE TABLE points (id INTEGER PRIMARY KEY, x REAL, y REAL);"
	    "BEGIN");
  if (sqlite3_prepare_v2 (db, "INSERT INTO polys VALUES (?1, ?2, ?3)", -1,
			  &st, NULL) != SQLITE_OK)
    die ("prepare");
  for (int i = 1; i <= scale; i++)
    {
      int n = 6 + (int) (uniform () * 14);
      double cx = uniform () * 1000, cy = uniform () * 1000;
      struct poly *p = make_poly (n, cx, cy, 2 + uniform () * 10);
      sqlite3_bind_int (st, 1, i);
      sqlite3_bind_int (st, 2, (int) (uniform () * 8));
      sqlite3_bind_blob (st, 3, p, (int) POLY_BYTES (n), SQLITE_TRANSIENT);
      if (sqlite3_step (st) != SQLITE_DONE)
	die ("insert");
      sqlite3_reset (st);
      free (p);
    }
  sqlite3_finalize (st);
  if (sqlite3_prepare_v2 (db, "INSERT INTO points VALUES (?1, ?2, ?3)", -1,
			  &st, NULL) != SQLITE_OK)
    die ("prepare");
  for (int i = 1; i <= scale / 10; i++)
    {
      sqlite3_bind_int (st, 1, i);
      sqlite3_bind_double (st, 2, uniform () * 1000);
      sqlite3_bind_double (st, 3, uniform () * 1000);
      if (sqlite3_step (st) != SQLITE_DONE)
	die ("insert");
      sqlite3_reset (st);
    }
  sqlite3_finalize (st);
  exec_sql ("COMMIT");
}

/* The queries, shaped like Sequoia 2000's polygon queries: ?1 is a
   large region polygon.  */
static const struct
{
  const char *name, *sql;
} queries[] = {
  /* Q6: the area of the land-use polygons, per land use.  */
  { "q6", "SELECT landuse, count(*), round(sum(poly_area(geom)), 3)"
	  " FROM polys GROUP BY landuse" },
  /* Q7: the polygons that overlap a region.  */
  { "q7", "SELECT count(*), sum(id) FROM polys WHERE poly_overlap(geom, ?1)" },
  /* Q8: the polygons inside a region.  */
  { "q8", "SELECT count(*), sum(id) FROM polys WHERE poly_contains(?1, geom)" },
  /* Q10: the points inside each of ten polygons.  */
  { "q10", "SELECT p.id, count(*) FROM polys p, points t WHERE p.id <= 10"
	   " AND point_in_poly(t.x, t.y, p.geom) GROUP BY p.id" },
};

static long long
calls (void)
{
  sqlite3_stmt *st;
  long long n = -1;
  if (sqlite3_prepare_v2 (db, "SELECT sfi_calls()", -1, &st, NULL) == SQLITE_OK
      && sqlite3_step (st) == SQLITE_ROW)
    n = sqlite3_column_int64 (st, 0);
  sqlite3_finalize (st);
  return n;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Run query Q once with REGION; append its rows to OUT (at most LEN).  */
static void
run_query (int q, const struct poly *region, char *out, size_t len)
{
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2 (db, queries[q].sql, -1, &st, NULL) != SQLITE_OK)
    die (queries[q].name);
  sqlite3_bind_blob (st, 1, region, (int) POLY_BYTES (region->n),
		     SQLITE_STATIC);
  size_t used = 0;
  int rc;
  out[0] = 0;
  while ((rc = sqlite3_step (st)) == SQLITE_ROW)
    for (int i = 0; i < sqlite3_column_count (st); i++)
      {
	const char *v = (const char *) sqlite3_column_text (st, i);
	used += snprintf (out + used, used < len ? len - used : 0, "%s%s",
			  used ? (i ? "|" : ";") : "", v ? v : "NULL");
      }
  if (rc != SQLITE_DONE)
    die (queries[q].name);
  sqlite3_finalize (st);
}

int
main (int argc, char **argv)
{
  if (argc < 5 || argc > 6)
    {
      fprintf (stderr, "usage: db-bench native|process|futex|sandbox|protect|shared"
	       " SCALE"
	       " q6,q7,q8,q10|none RUNS [MODULE]\n");
      return 2;
    }
  const char *mode = argv[1];
  int scale = atoi (argv[2]), runs = atoi (argv[4]);
  int sfi = strcmp (mode, "sandbox") == 0 || strcmp (mode, "protect") == 0
    || strcmp (mode, "shared") == 0;
  if (scale < 10 || runs < 1 || (sfi && argc != 6))
    {
      fprintf (stderr, "db-bench: bad arguments (SCALE >= 10, RUNS >= 1,"
	       " MODULE for sandbox and protect)\n");
      return 2;
    }
  if (sqlite3_open (":memory:", &db) != SQLITE_OK)
    die ("open");
  if (strcmp (mode, "native") == 0)
    {
      if (sqlite_sfi_register_native (db, sfi_sql_native_functions, "poly"))
	die ("register");
    }
  else if (strcmp (mode, "process") == 0)
    {
      if (sqlite_sfi_register_process (db, sfi_sql_native_functions, "poly"))
	die ("server process");
    }
  else if (strcmp (mode, "futex") == 0)
    {
      if (sqlite_sfi_register_process_shm (db, sfi_sql_native_functions,
					   "poly"))
	die ("server process");
    }
  else if (sfi)
    {
      char sql[1024];
      int shared = strcmp (mode, "shared") == 0;
      snprintf (sql, sizeof sql, "SELECT sfi_config('require_mode', '%s');"
		" SELECT sfi_config('share_args', %d);"
		" SELECT sfi_load('%s')", shared ? "sandbox" : mode, shared,
		argv[5]);
      exec_sql (sql);
    }
  else
    {
      fprintf (stderr, "db-bench: unknown mode %s\n", mode);
      return 2;
    }
  generate (scale);
  struct poly *region = make_poly (24, 500, 500, 300);
  for (char *q = strtok (argv[3], ","); q; q = strtok (NULL, ","))
    {
      if (strcmp (q, "none") == 0)
	continue;
      int k = -1;
      for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++)
	if (strcmp (queries[i].name, q) == 0)
	  k = (int) i;
      if (k < 0)
	{
	  fprintf (stderr, "db-bench: unknown query %s (q6, q7, q8, q10,"
		   " none)\n", q);
	  return 2;
	}
      static char result[4096], first[4096];
      long long c0 = calls ();
      double *t = calloc (runs, sizeof *t);
      for (int r = 0; r < runs; r++)
	{
	  double t0 = now ();
	  run_query (k, region, result, sizeof result);
	  t[r] = now () - t0;
	  if (r == 0)
	    strcpy (first, result);
	  else if (strcmp (first, result) != 0)
	    die ("result changed between runs");
	}
      printf ("%s calls %lld result %s times", q, (calls () - c0) / runs,
	      first[0] ? first : "(none)");
      for (int r = 0; r < runs; r++)
	printf ("%s%.6f", r ? "," : " ", t[r]);
      printf ("\n");
      free (t);
    }
  free (region);
  sqlite3_close (db);
  return 0;
}
