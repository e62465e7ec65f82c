/* Test that stores to globals more than 32 KiB from the GP, reached
   through a high part ("ldah $1,x($29) !gprelhigh; stq $16,x($1)
   !gprellow", or "ldah $2,1($1)" added to a full address), have their
   whole address sandboxed: the high part is the GP plus a multiple of
   64 KiB and may lie below the data segment while the address is
   inside.  A full address ("lda $1,x($1) !gprellow") keeps the base
   guard, and small data is stored to through $29, the GP, which module
   code never writes, without a guard.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

long big1[5000], big2[5000], big3[5000];
long small1;

void
f (long v)
{
  big1[10] = v;
  big3[4000] = v;
  small1 = v;
  big2[3] = v;
  big2[4] = v;
  big2[4999] = v;
}

/* { dg-final { scan-assembler {\tlda\t\$4,big1\+80\(\$[0-9]+\)\t\t!gprellow\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tstq \$16,0\(\$4\)} } } */
/* { dg-final { scan-assembler {\tlda\t\$4,big3\+32000\(\$[0-9]+\)\t\t!gprellow\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tstq \$16,0\(\$4\)} } } */
/* { dg-final { scan-assembler {\tlda\t\$4,-[0-9]+\(\$[0-9]+\)\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tstq \$16,0\(\$4\)} } } */
/* { dg-final { scan-assembler {\tstq \$16,small1\(\$29\)\t+!gprel\n} } } */
/* { dg-final { scan-assembler-not {and\t\$29,} } } */
/* { dg-final { scan-assembler {stq \$16,24\(\$4\)\n\tstq \$16,32\(\$4\)} } } */
/* { dg-final { scan-assembler-not {stq \$16,big[0-9]+[^\n]*\(\$4\)} } } */
