/* Test that -fsfi=protect runs pointers advanced on some paths only as
   induction pointers in load registers, as long as every step is
   followed by an access through the pointer before the next on every
   path: in compact, Q advances only right after a store through it; in
   skip, GCC splits the loop in two paths that advance P by 4 and by 8,
   each before a load through it.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
compact (int *out, const int *in, int n)
{
  int *q = out;
  for (int i = 0; i < n; i++)
    if (in[i] & 1)
      *q++ = in[i];
  return (int) (q - out);
}

int __attribute__ ((noinline))
skip (const int *p, const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *p * a[i];
      p++;
      if (a[i] < 0)
	p++;
    }
  return s;
}

/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,0\(\$14\)\n(#APP\n)?\taddiu\t\$14,\$14,4\n} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,8\n} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$14,} 2 } } */
/* { dg-final { scan-assembler-times {move\t\$14,\$28\n} 2 } } */
