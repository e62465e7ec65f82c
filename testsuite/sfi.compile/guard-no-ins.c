/* Test that -fplugin-arg-sfi-no-ins-guard gives the paper's two-instruction
   guards ("and" with the mask, "or" with the segment base) instead of
   "ins".  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-ins-guard" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (int *p, int v)
{
  p[2] = v;
}

/* { dg-final { scan-assembler-times {and\t\$24,\$4,\$12\n\tor\t\$24,\$24,\$14\n\t@LATER@sw\t\$5,8\(\$24\)} 1 } } */
/* { dg-final { scan-assembler-times {and\t\$15,\$31,\$12\n\tor\t\$15,\$15,\$13\n\tins\t\$15,\$0,0,2\n\t@LATER@jr\t\$15} 1 } } */
/* Only code guards clear their low bits with "ins" (bit 0 of a jump
   target would switch to MIPS16).  */
/* { dg-final { scan-assembler-not {\mins\t\$(?!15,\$0,0,2\n)} } } */
