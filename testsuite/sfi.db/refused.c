/* refused.c -- a module the verifier refuses: built without sandboxing,
   its store through a pointer is not confined to its data segment.
   sfi_load must fail with the verifier's reason.
   sfi-module-options: -fsfi=none */

#include "sfi-sql.h"

SFI_SQL_FUNCTION (poke)
{
  *(volatile int *) (uintptr_t) c->argv[0].u.i = 1;
  return sfi_sql_return_int (c, 0);
}

#define REFUSED_FUNCTIONS(S, A) S (poke, "i:i")
SFI_SQL_DECLARE (REFUSED_FUNCTIONS)

int
main (void)
{
  return 0;
}
