/* Test that a program calling __builtin___clear_cache links and runs
   (MIPS calls _flush_cache, which the support library provides: a
   domain never executes its data, so there is nothing to flush).  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

static char buf[256];

int
main (int argc, char **argv)
{
  memset (buf, argc, sizeof buf);
  __builtin___clear_cache (buf, buf + sizeof buf);
  printf ("%d\n", buf[100] + buf[255]);
  return 0;
}
