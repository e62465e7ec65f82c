/* Test that an open-addressing hash table gives the reference results.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

#define N 512
static unsigned keys[N];
static int vals[N];

static unsigned
fnv (unsigned k)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < 4; i++)
    {
      h ^= (k >> (8 * i)) & 0xff;
      h *= 16777619u;
    }
  return h;
}

static void
put (unsigned k, int v)
{
  unsigned i = fnv (k) % N;
  while (keys[i] && keys[i] != k)
    i = (i + 1) % N;
  keys[i] = k;
  vals[i] += v;
}

static int
get (unsigned k)
{
  unsigned i = fnv (k) % N;
  while (keys[i] && keys[i] != k)
    i = (i + 1) % N;
  return keys[i] == k ? vals[i] : -1;
}

int
main (void)
{
  for (unsigned k = 1; k < 400; k++)
    put ((k * 37) % 301 + 1, (int) k);
  printf ("%d %d %d %d\n", get (1), get (38), get (300), get (999));
  return 0;
}
