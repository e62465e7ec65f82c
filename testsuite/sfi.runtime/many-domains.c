/* Test that one module file loads into 64 domains at once (2 MiB
   segments, relocated), that every domain computes what the first one
   does, and that each keeps its own data; then that with 1 MiB segments
   it fills the code region (at least 250 domains), all callable.  */
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

  /* As many as fit, with the smallest segments; creation failing (no
     room) is the expected end and must leave the others working.  */
  static struct sfi_domain *m[300];
  struct sfi_domain_config cfg = { 0x100000, 0, "ext" };
  int n = 0;
  while (n < 300 && (m[n] = sfi_domain_create (&cfg)) != NULL)
    if (sfi_domain_load (m[n++], argv[1]) != 0)
      fail ("load %d: %s", n - 1, sfi_domain_error (m[n - 1]));
  if (n < 250)
    fail ("only %d domains of 1 MiB", n);
  for (int i = 0; i < n; i++)
    call1 (m[i], "ext_set", i);
  for (int i = 0; i < n; i++)
    if (call0 (m[i], "ext_get") != (uintptr_t) i)
      fail ("domain %d of %d lost its data", i, n);
  for (int i = 0; i < n; i++)
    sfi_domain_destroy (m[i]);
  printf ("PASS: 64 domains of 2 MiB, then %d of 1 MiB, from one module,"
	  " each with its own data\n", n);
  return 0;
}
