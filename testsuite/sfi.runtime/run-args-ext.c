/* The module of run-args.c: a program that checks its arguments.  */

#include <string.h>

int
main (int argc, char **argv)
{
  for (int i = 0; i < argc; i++)
    if (strcmp (argv[i], "") != 0)
      return 2;
  return argv[argc] == NULL ? argc % 100 : 3;
}
