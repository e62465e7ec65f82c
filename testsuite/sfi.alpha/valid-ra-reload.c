/* Test that an epilogue's reload of $26 is sandboxed in place, so $26
   is valid again before any control transfer, and the return then goes
   through $26.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + 1;
}

/* { dg-final { scan-assembler {\tldq \$26,-?[0-9]+\(\$30\)\n(\t\.cfi_restore 26\n)?\t\.set\tmacro\n\tand\t\$26,\$5,\$26\n\tbis\t\$26,\$6,\$26\n} } } */
/* { dg-final { scan-assembler-times {ret \$31,\(\$26\),1} 1 } } */
/* { dg-final { scan-assembler-not {jmp \$31,\(\$8\)} } } */
