/* Test that -fplugin-arg-sfi-no-hoist keeps every guard of
   protect-load-hoist-pins.c's loop inside it: three per pass.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-hoist" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct st { int n; int sum; };
struct tab { int k; int m; };
extern void fail (void) __attribute__ ((noreturn));

void __attribute__ ((noinline))
two (struct st *s, const struct tab *t, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      int x = a[i];
      if (x < 0)
	fail ();
      s->sum += x * t->k + t->m;
    }
}

/* { dg-final { scan-assembler-not {ins\t\$[0-9]+,\$[0-9]+,0,24\n\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 3 } } */
