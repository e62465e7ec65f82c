/* Test that -fplugin-arg-sfi-no-hoist keeps every guard of
   protect-hoist-pins.c's loop inside it on Alpha: three per pass.  */
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

/* { dg-final { scan-assembler-not {bis\t\$[1-4],\$7,\$[1-4]\n(?:\t\.[^\n]*\n)*\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {and\t\$[0-9]+,\$5,\$[1-4]\n} 3 } } */
