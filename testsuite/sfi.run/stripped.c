/* Test that -s, which would strip the symbol table the loader needs (the
   GP, entry points, the names of fault reports), is dropped for modules
   (sfi.specs), so that such a build still loads and runs.  */
/* { dg-do run } */
/* { dg-options "-s" } */

#include <stdio.h>

int
main (int argc, char **argv)
{
  printf ("%d\n", argc + 41);
  return 0;
}
