/* Test stdio through the stdout and stderr macros, which read newlib's
   _impure_ptr (a small-data global) in the program's own code: at -O0
   with -fsfi=protect that load once did not compile.  */

#include <stdio.h>

int
main (void)
{
  fputs ("to stdout\n", stdout);
  fprintf (stdout, "%d %s\n", 42, "formatted");
  putc ('!', stdout);
  putc ('\n', stdout);
  fflush (stdout);
  fputs ("", stderr);
  return ferror (stdout) != 0;
}
