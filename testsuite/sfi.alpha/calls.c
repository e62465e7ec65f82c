/* Test the calls of a module: a direct call is a "bsr" (every symbol of
   a module binds locally), an indirect call goes through __sfi_icall
   with its target sandboxed into $8, and a host call of the jump table
   too.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void g (void);
extern int __sfi_jt_write (int, const void *, unsigned);
long (*fp) (long);

long
f (long x)
{
  g ();
  __sfi_jt_write (1, "x", 1);
  return fp (x);
}

/* { dg-final { scan-assembler {bsr \$26,g\t\t!samegp} } } */
/* { dg-final { scan-assembler-times {and\t\$27,\$5,\$8\n\tbis\t\$8,\$6,\$8\n\t@LATER@bsr \$26,__sfi_icall} 2 } } */
/* { dg-final { scan-assembler-not {jsr \$26,\(\$27\)} } } */
