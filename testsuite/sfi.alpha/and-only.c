/* Test that protect code's data guards are by default one "and" with
   the mask (-fplugin-arg-sfi-and-only), into $4 or a load register,
   that a call's code guard keeps both halves, and that the object is
   marked (alpha-abi.h).  and-only-off.c is the opt-out.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g;

long
f (long *p, long *q, long (*fn) (long))
{
  q[3] = p[1] + g;
  return fn (p[2]);
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$[1-4]\n\t\.set\tnomacro\n\tldq \$[0-9]+,8\(\$[1-4]\)} } } */
/* The call's guard may come between (early jump guards).  */
/* { dg-final { scan-assembler {and\t\$17,\$5,\$[1-4]\n\t@LATER@stq \$[0-9]+,24\(\$[1-4]\)} } } */
/* { dg-final { scan-assembler-not {bis\t\$[1-4],\$7,\$[1-4]} } } */
/* { dg-final { scan-assembler {and\t\$[0-9]+,\$5,\$8\n\tbis\t\$8,\$6,\$8} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.and_only,} } } */
