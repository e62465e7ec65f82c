/* other.c -- a second module of SQL functions, loaded next to udf.c by
   many.sql; other-protect.c builds it with -fsfi=protect.  */

#include <string.h>
#include "sfi-sql.h"

/* The length of a text in bytes, computed by the module.  */
SFI_SQL_FUNCTION (text_bytes)
{
  return sfi_sql_return_int (c, (int64_t) strlen (sfi_sql_text (&c->argv[0])));
}

/* -x, for integers and doubles alike (its argument keeps its type).  */
SFI_SQL_FUNCTION (negate)
{
  if (c->argv[0].type == SFI_SQL_INTEGER)
    return sfi_sql_return_int (c, -c->argv[0].u.i);
  if (c->argv[0].type == SFI_SQL_FLOAT)
    return sfi_sql_return_double (c, -c->argv[0].u.d);
  return sfi_sql_return_null (c);
}

/* The number of calls since the module was loaded.  */
static long long counter;
SFI_SQL_FUNCTION (other_calls)
{
  return sfi_sql_return_int (c, ++counter);
}

#define OTHER_FUNCTIONS(S, A)	\
  S (text_bytes, "i:t")		\
  S (negate, "*:*")		\
  S (other_calls, "i:")
SFI_SQL_DECLARE (OTHER_FUNCTIONS)

int
main (void)
{
  return 0;
}
