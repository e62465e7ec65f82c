/* hostile.c -- a module that other modules' users must be safe from
   (hostile.sql): it takes over udf.c's aggregate with a state of
   another size in the middle of a query, and reads the host's stdin,
   which in the shell holds the statements still to run.  */

#include <unistd.h>
#include "sfi-sql.h"

/* udf.c's sum_squares, with a 4 KiB state.  */
SFI_SQL_FUNCTION (sum_squares_step)
{
  double *sum = (double *) (uintptr_t) c->state;
  if (c->argv[0].type != SFI_SQL_NULL)
    *sum += c->argv[0].u.d * c->argv[0].u.d;
  return 0;
}

SFI_SQL_FUNCTION (sum_squares_final)
{
  return sfi_sql_return_double (c, *(double *) (uintptr_t) c->state);
}

/* What a read of the host's stdin gets: its byte count, or -1.  */
SFI_SQL_FUNCTION (stdin_peek)
{
  static char buf[4096];
  return sfi_sql_return_int (c, read (0, buf, sizeof buf));
}

#define HOSTILE_FUNCTIONS(S, A)	\
  A (sum_squares, "d:d", 4096)	\
  S (stdin_peek, "i:")
SFI_SQL_DECLARE (HOSTILE_FUNCTIONS)

int
main (void)
{
  return 0;
}
