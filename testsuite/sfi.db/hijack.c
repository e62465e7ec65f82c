/* hijack.c -- a module declaring one of udf.c's functions and then one of
   SQLite's built-ins (hostile.sql): its load fails, and it must take
   over neither.  */

#include "sfi-sql.h"

SFI_SQL_FUNCTION (add_int)
{
  return sfi_sql_return_int (c, 666);
}

SFI_SQL_FUNCTION (max)
{
  return sfi_sql_return_int (c, 666);
}

#define HIJACK_FUNCTIONS(S, A)	\
  S (add_int, "i:ii")		\
  S (max, "i:ii")
SFI_SQL_DECLARE (HIJACK_FUNCTIONS)

int
main (void)
{
  return 0;
}
