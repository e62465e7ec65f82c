/* Test that a leaf function returns through $31 unguarded: the plugin
   keeps $31 valid (-fplugin-arg-sfi-valid-ra, the default), and the
   object says so with its .sfi.ra marker section for the verifier.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int a, int b)
{
  return a * b + 1;
}

/* { dg-final { scan-assembler-times {@RET@} 1 } } */
/* { dg-final { scan-assembler-not {ins\t\$15,} } } */
/* { dg-final { scan-assembler-not {jr\t\$15} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.ra,"",@progbits} } } */
