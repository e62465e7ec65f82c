/* Test that an indexed prefetch ("prefx", a hint that never faults)
   compiles to code the verifier accepts.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (char *p, int i)
{
  __builtin_prefetch (p + i);
}

/* { dg-final { scan-assembler {\tprefx\t[0-9]+,\$5\(\$4\)} } } */
