/* Test that one module file loads into 64 domains at once (2 MiB
   segments, relocated), that every domain computes what the first one
   does, and that each keeps its own data.  */
/* { dg-do run } */

#include "host.h"

#define N 64

int
main (int argc, char **argv)
{
  static struct sfi_domain *d[N];
  for (int i = 0; i < N; i++)
    {
      d[i] = load (argv[1], 0x200000);
      if (!d[i])
	fail ("domain %d not created", i);
    }
  for (int i = 0; i < N; i++)
    {
      if (call1 (d[i], "ext_square", 1000 + i) != call1 (d[0], "ext_square",
							 1000 + i))
	fail ("domain %d computes differently", i);
      call1 (d[i], "ext_set", 0x1000 + i);
    }
  for (int i = 0; i < N; i++)
    if (call0 (d[i], "ext_get") != 0x1000u + i)
      fail ("domain %d lost its data", i);
  for (int i = 0; i < N; i++)
    sfi_domain_destroy (d[i]);
  pass ("64 domains from one module, each with its own data");
}
