/* Test that a loop left both at its end and by a return elsewhere runs
   on the data register (induction pointer): the pointer's guard goes
   before the loop, and each way out makes $24 valid again ("move
   $24,$gp"), after copying the pointer back where it is read (the
   returned P).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int * __attribute__ ((noinline))
fill_until (int *p, int *e, int c)
{
  while (p != e)
    {
      if (*p == c)
	return p;
      *p++ = c;
    }
  return 0;
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,4\n} 1 } } */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 2 } } */
/* { dg-final { scan-assembler {move\t\$[0-9]+,\$24\n\tmove\t\$24,\$28\n} } } */
/* { dg-final { scan-sfi-dump {loop runs on the data register \$24 instead of \$4 \(induction pointer\)} } } */
