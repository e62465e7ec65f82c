/* poly.c -- the user-defined polygon functions of bench/db, Sequoia
   2000's shape (Stonebraker et al. 1993): area, overlap, containment and
   point-in-polygon, on the polygon blobs of poly.h.  The same source is
   built as an SFI module (sandbox, protect) and, with -DSFI_SQL_NATIVE,
   linked into the host (native, and the server process).  */

#include "sfi-sql.h"
#include "poly.h"

/* P if the blob V holds a whole polygon, else NULL.  */
static const struct poly *
poly_of (const struct sfi_sql_value *v)
{
  const struct poly *p = sfi_sql_blob (v);
  if (v->type != SFI_SQL_BLOB || v->len < 8 || p->n < 3
      || (size_t) v->len < POLY_BYTES (p->n))
    return 0;
  return p;
}

/* Ray casting: is (X, Y) inside P?  */
static int
inside (const struct poly *p, double x, double y)
{
  int in = 0;
  for (int i = 0, j = p->n - 1; i < p->n; j = i++)
    {
      double xi = p->xy[2 * i], yi = p->xy[2 * i + 1];
      double xj = p->xy[2 * j], yj = p->xy[2 * j + 1];
      if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi)
	in = !in;
    }
  return in;
}

static void
bbox (const struct poly *p, double b[4])
{
  b[0] = b[2] = p->xy[0];
  b[1] = b[3] = p->xy[1];
  for (int i = 1; i < p->n; i++)
    {
      double x = p->xy[2 * i], y = p->xy[2 * i + 1];
      b[0] = x < b[0] ? x : b[0];
      b[2] = x > b[2] ? x : b[2];
      b[1] = y < b[1] ? y : b[1];
      b[3] = y > b[3] ? y : b[3];
    }
}

static double
cross (double ax, double ay, double bx, double by, double cx, double cy)
{
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/* Do segments AB and CD cross?  */
static int
segments_cross (const double *a, const double *b, const double *c,
		const double *d)
{
  double d1 = cross (c[0], c[1], d[0], d[1], a[0], a[1]);
  double d2 = cross (c[0], c[1], d[0], d[1], b[0], b[1]);
  double d3 = cross (a[0], a[1], b[0], b[1], c[0], c[1]);
  double d4 = cross (a[0], a[1], b[0], b[1], d[0], d[1]);
  return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0));
}

/* Q6: the area of a polygon (shoelace formula).  */
SFI_SQL_FUNCTION (poly_area)
{
  const struct poly *p = poly_of (&c->argv[0]);
  if (p == 0)
    return sfi_sql_return_null (c);
  double s = 0;
  for (int i = 0, j = p->n - 1; i < p->n; j = i++)
    s += p->xy[2 * j] * p->xy[2 * i + 1] - p->xy[2 * i] * p->xy[2 * j + 1];
  return sfi_sql_return_double (c, (s < 0 ? -s : s) / 2);
}

/* Q7: do two polygons overlap (share any point)?  */
SFI_SQL_FUNCTION (poly_overlap)
{
  const struct poly *a = poly_of (&c->argv[0]), *b = poly_of (&c->argv[1]);
  if (a == 0 || b == 0)
    return sfi_sql_return_null (c);
  double ba[4], bb[4];
  bbox (a, ba);
  bbox (b, bb);
  if (ba[2] < bb[0] || bb[2] < ba[0] || ba[3] < bb[1] || bb[3] < ba[1])
    return sfi_sql_return_int (c, 0);
  if (inside (a, b->xy[0], b->xy[1]) || inside (b, a->xy[0], a->xy[1]))
    return sfi_sql_return_int (c, 1);
  for (int i = 0, j = a->n - 1; i < a->n; j = i++)
    for (int k = 0, l = b->n - 1; k < b->n; l = k++)
      if (segments_cross (&a->xy[2 * j], &a->xy[2 * i], &b->xy[2 * l],
			  &b->xy[2 * k]))
	return sfi_sql_return_int (c, 1);
  return sfi_sql_return_int (c, 0);
}

/* Q8: is every vertex of the second polygon inside the first?  */
SFI_SQL_FUNCTION (poly_contains)
{
  const struct poly *a = poly_of (&c->argv[0]), *b = poly_of (&c->argv[1]);
  if (a == 0 || b == 0)
    return sfi_sql_return_null (c);
  double ba[4], bb[4];
  bbox (a, ba);
  bbox (b, bb);
  if (bb[0] < ba[0] || bb[2] > ba[2] || bb[1] < ba[1] || bb[3] > ba[3])
    return sfi_sql_return_int (c, 0);
  for (int i = 0; i < b->n; i++)
    if (!inside (a, b->xy[2 * i], b->xy[2 * i + 1]))
      return sfi_sql_return_int (c, 0);
  return sfi_sql_return_int (c, 1);
}

/* Q10: is the point (X, Y) inside the polygon?  */
SFI_SQL_FUNCTION (point_in_poly)
{
  const struct poly *p = poly_of (&c->argv[2]);
  if (p == 0 || c->argv[0].type == SFI_SQL_NULL
      || c->argv[1].type == SFI_SQL_NULL)
    return sfi_sql_return_null (c);
  return sfi_sql_return_int (c, inside (p, c->argv[0].u.d, c->argv[1].u.d));
}

#define POLY_FUNCTIONS(S, A)		\
  S (poly_area, "d:b")			\
  S (poly_overlap, "i:bb")		\
  S (poly_contains, "i:bb")		\
  S (point_in_poly, "i:ddb")
SFI_SQL_DECLARE (POLY_FUNCTIONS)

#ifndef SFI_SQL_NATIVE
/* A module is a program: never run.  */
int
main (void)
{
  return 0;
}
#endif
