/* Test that thread-local variables work in a module: a domain runs one
   thread, so the plugin makes them ordinary variables (sfi-variables.cc), and
   the loader, which gives a domain no TLS, never sees a TLS segment.
   Initialized and zeroed ones, C11's spelling, a declaration before the
   definition, block-scope statics, arrays, structures, and their
   addresses passed around.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>

extern __thread int declared;
__thread int declared = 3;
__thread int counter = 5;
static __thread char buf[64];
_Thread_local long long big = 0x123456789LL;
static __thread struct { int n; short v[7]; } rec = { 2, { 1, 2, 3 } };

static void __attribute__ ((noinline))
bump (int *p, int by)
{
  *p += by;
}

static int __attribute__ ((noinline))
calls (void)
{
  static __thread int n;
  return ++n;
}

static int * __attribute__ ((noinline))
where (void)
{
  return &counter;
}

int
main (void)
{
  for (int i = 0; i < 10; i++)
    {
      bump (&counter, i);
      bump (&declared, 2 * i);
      rec.v[i % 7] += i;
      rec.n += calls ();
    }
  strcpy (buf, "thread-local");
  buf[6] = '_';
  big = big * 3 + counter;
  *where () += 100;
  printf ("%d %d %s %lld %d", counter, declared, buf, big, rec.n);
  for (int i = 0; i < 7; i++)
    printf (" %d", rec.v[i]);
  printf (" %d\n", where () == &counter);
  return 0;
}
