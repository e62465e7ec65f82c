/* Test that a module prints and returns an exit status like the
   reference program.  */
/* { dg-do run } */
#include <stdio.h>

int
main (void)
{
  printf ("hello %d %s %c %x\n", 42, "world", '!', 0xbeef);
  return 3;
}
