/* Test that -fplugin-arg-sfi-and-only makes every data guard one "and"
   with the mask (into $4 or a load register of protect code), keeps
   both halves of a call's code guard, and marks the object
   (alpha-abi.h).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-and-only" } */
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
