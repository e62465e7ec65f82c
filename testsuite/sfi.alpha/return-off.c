/* Test that with -fplugin-arg-sfi-no-valid-ra a return goes through $8,
   sandboxed from $26 (the guard comes right after the last write of
   $26, here the function's start), and the object has no .sfi.ra
   marker.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-valid-ra" } */

long
f (long x)
{
  return x + 1;
}

/* { dg-final { scan-assembler {and\t\$26,\$5,\$8\n\tbis\t\$8,\$6,\$8\n\t\.set\tnomacro\n\t@LATER@jmp \$31,\(\$8\),0} } } */
/* { dg-final { scan-assembler-not {ret \$31,\(\$26\)} } } */
/* { dg-final { scan-assembler-not {\.sfi\.ra} } } */
