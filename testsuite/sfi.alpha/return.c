/* Test that a leaf function returns through $26 unguarded: the plugin
   keeps $26 valid (-fplugin-arg-sfi-valid-ra, the default), and the
   object says so with its .sfi.ra marker section for the verifier.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

long
f (long x)
{
  return x + 1;
}

/* { dg-final { scan-assembler {\n\tlda \$0,1\(\$16\)\n\tret \$31,\(\$26\),1\n} } } */
/* { dg-final { scan-assembler-not {\$26,\$5,} } } */
/* { dg-final { scan-assembler-not {jmp \$31,\(\$8\)} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.ra,"",@progbits} } } */
