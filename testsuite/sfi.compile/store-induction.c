/* Test that loops whose one store base advances by a constant run on $24
   (induction pointers): one guard before each loop, "addiu $24,$24,K"
   inside with a store through $24 before the branch, and after the loop
   the base copied back and $24 made valid again from $gp.  The second
   loop stores before it advances: its addition moves up, and the store's
   displacement drops by the step.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
flip (unsigned long long *p, unsigned long long *end, unsigned long long m)
{
  do
    {
      *p ^= m;
      p++;
    }
  while (p != end);
}

void __attribute__ ((noinline))
fill (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i * 3;
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,8\n} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,4\n} 1 } } */
/* { dg-final { scan-assembler {addiu\t\$24,\$24,4\n\tsw\t\$[0-9]+,-4\(\$24\)} } } */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 2 } } */
/* { dg-final { scan-sfi-dump {;; sfi: insn [0-9]+: loop runs on the data register \$24 instead of \$4 \(induction pointer\)} } } */
