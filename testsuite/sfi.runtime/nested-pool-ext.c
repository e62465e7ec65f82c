/* The module of nested-pool.c: main (argc, argv) makes atoi (argv[1])
   nested functions live at once, one per level of a recursion, whose
   addresses escape, calls them all through the deepest one, and returns
   0 if their sum is right.  */

#include <stdlib.h>

static int __attribute__ ((noipa))
apply (int (*fn) (int), int x)
{
  return fn (x);
}

static int __attribute__ ((noipa))
chain (int n, int limit, int (*up) (int))
{
  int level (int x) { return (up ? up (x) : x) + n; }
  if (n == limit)
    return apply (level, 0);
  return chain (n + 1, limit, level);
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1;
  return chain (1, n, 0) == n * (n + 1) / 2 ? 0 : 1;
}
