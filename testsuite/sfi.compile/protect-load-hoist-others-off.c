/* Test that without the load registers (-fplugin-arg-sfi-no-load-regs)
   the loop of protect-load-hoist-others.c keeps its guards of S inside:
   its other bases would need a data register besides $24.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-load-regs" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct st { int n; int sum; };

void __attribute__ ((noinline))
acc (struct st *s, const int *a, const unsigned char *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += a[idx[i]];
      if (a[i] < 0)
	s->n++;
    }
}

/* { dg-final { scan-assembler-not {ins\t\$14,} } } */
/* { dg-final { scan-assembler-not {ins\t\$24,\$4,0,24\n\$L[0-9]+:\n} } } */
