/* udf.c -- SQL functions of every argument type, an aggregate, and the
   misbehaviours sqlite-sfi must contain: a wild store, an endless loop,
   a file it is not granted, an exhausted heap.  Loaded by the .sql
   tests of this directory (sfi_load('@DIR@/udf.mod')).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-sql.h"

SFI_SQL_FUNCTION (add_int)
{
  if (c->argv[0].type == SFI_SQL_NULL || c->argv[1].type == SFI_SQL_NULL)
    return sfi_sql_return_null (c);
  return sfi_sql_return_int (c, c->argv[0].u.i + c->argv[1].u.i);
}

SFI_SQL_FUNCTION (mul_double)
{
  return sfi_sql_return_double (c, c->argv[0].u.d * c->argv[1].u.d);
}

/* Upper-case ASCII copy of a text, in module memory.  */
SFI_SQL_FUNCTION (upper_text)
{
  static char *buf;
  static size_t cap;
  const char *s = sfi_sql_text (&c->argv[0]);
  size_t n = (size_t) c->argv[0].len;
  if (n + 1 > cap)
    {
      free (buf);
      cap = n + 1;
      buf = malloc (cap);
      if (buf == NULL)
	return sfi_sql_error (c, "out of memory");
    }
  for (size_t i = 0; i < n; i++)
    buf[i] = s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 'A' : s[i];
  buf[n] = 0;
  return sfi_sql_return_bytes (c, SFI_SQL_TEXT, buf, (int32_t) n);
}

/* The blob reversed.  */
SFI_SQL_FUNCTION (reverse_blob)
{
  static unsigned char buf[4096];
  const unsigned char *b = sfi_sql_blob (&c->argv[0]);
  int32_t n = c->argv[0].len;
  if (n > (int32_t) sizeof buf)
    return sfi_sql_error (c, "blob too long");
  for (int32_t i = 0; i < n; i++)
    buf[i] = b[n - 1 - i];
  return sfi_sql_return_bytes (c, SFI_SQL_BLOB, buf, n);
}

/* The first byte of its blob, which it then increments in its own copy:
   a module that writes to an argument changes only what it sees.  */
SFI_SQL_FUNCTION (scribble)
{
  unsigned char *b = (unsigned char *) (uintptr_t) c->argv[0].u.p;
  if (c->argv[0].len < 1)
    return sfi_sql_return_null (c);
  return sfi_sql_return_int (c, b[0]++);
}

/* The type of its argument as the module saw it.  */
SFI_SQL_FUNCTION (type_of)
{
  static const char *const names[] = { "?", "integer", "real", "text",
				       "blob", "null" };
  int t = c->argv[0].type;
  return sfi_sql_return_text (c, names[t >= 1 && t <= 5 ? t : 0]);
}

/* Fails with a message of its own.  */
SFI_SQL_FUNCTION (fail_with)
{
  static char msg[128];
  snprintf (msg, sizeof msg, "refused %lld", (long long) c->argv[0].u.i);
  return sfi_sql_error (c, msg);
}

/* Sum of squares, an aggregate: a double per group.  */
struct sumsq { double sum; long long n; };

SFI_SQL_FUNCTION (sum_squares_step)
{
  struct sumsq *s = sfi_sql_state (c);
  if (c->argv[0].type != SFI_SQL_NULL)
    s->sum += c->argv[0].u.d * c->argv[0].u.d, s->n++;
  return 0;
}

SFI_SQL_FUNCTION (sum_squares_final)
{
  struct sumsq *s = sfi_sql_state (c);
  return s->n ? sfi_sql_return_double (c, s->sum) : sfi_sql_return_null (c);
}

/* A counter in the module's data: how many calls since it was loaded
   (a reset or a reload starts again).  */
static long long counter;
SFI_SQL_FUNCTION (count_calls)
{
  return sfi_sql_return_int (c, ++counter);
}

/* A wild store through a pointer near the top of the address space: the
   field is past the sandboxed base, in the guard zone.  */
struct record { char payload[30000]; int tail; };
SFI_SQL_FUNCTION (wild_store)
{
  struct record *volatile r = (struct record *) (uintptr_t) c->argv[0].u.i;
  r->tail = 1;
  return sfi_sql_return_int (c, 0);
}

/* Never returns.  */
SFI_SQL_FUNCTION (spin)
{
  volatile unsigned long n = 0;
  for (;;)
    n++;
  return 0;
}

/* The first line of a file.  */
SFI_SQL_FUNCTION (read_line)
{
  static char line[256];
  FILE *f = fopen (sfi_sql_text (&c->argv[0]), "r");
  if (f == NULL)
    return sfi_sql_error (c, "cannot open the file");
  if (fgets (line, sizeof line, f) == NULL)
    line[0] = 0;
  fclose (f);
  line[strcspn (line, "\n")] = 0;
  return sfi_sql_return_text (c, line);
}

/* Allocates until the heap is exhausted.  */
SFI_SQL_FUNCTION (eat_heap)
{
  long long total = 0;
  for (;;)
    {
      void *p = malloc (1 << 20);
      if (p == NULL)
	break;
      memset (p, 1, 1 << 20);
      total += 1 << 20;
    }
  static char msg[96];
  snprintf (msg, sizeof msg, "heap exhausted after %lld MiB", total >> 20);
  return sfi_sql_error (c, msg);
}

#define UDF_FUNCTIONS(S, A)		\
  S (add_int, "i:ii")			\
  S (mul_double, "d:dd")		\
  S (upper_text, "t:t")			\
  S (reverse_blob, "b:b")		\
  S (scribble, "i:b")			\
  S (type_of, "t:*")			\
  S (fail_with, "i:i")			\
  A (sum_squares, "d:d", 16)		\
  S (count_calls, "i:")			\
  S (wild_store, "i:i")			\
  S (spin, "i:")			\
  S (read_line, "t:t")			\
  S (eat_heap, "i:")
SFI_SQL_DECLARE (UDF_FUNCTIONS)

/* A program, so that the module links: never run.  */
int
main (void)
{
  return 0;
}
