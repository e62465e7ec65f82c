/* poly.h -- the polygon type of bench/db, shared by the UDFs (poly.c)
   and the data generator (db-bench.c): a blob holding the number of
   vertices, then their coordinates as doubles, x and y in turn.  The
   polygon closes from the last vertex back to the first.  */

#ifndef BENCH_DB_POLY_H
#define BENCH_DB_POLY_H

#include <stdint.h>

struct poly
{
  int32_t n, pad;
  double xy[];			/* 2 * n.  */
};

#define POLY_BYTES(n) (8 + 16 * (size_t) (n))

#endif
