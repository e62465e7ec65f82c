/* Test the rewritten MIPS probe loop (probe_stack_range): each probe
   stores through the data register, guarded from the loop's pointer
   after its step; the store stays in the branch's delay slot.  */
/* { dg-do compile } */
/* { dg-options "-fstack-clash-protection" } */

int
f (int n)
{
  volatile char a[100000];
  a[0] = n;
  return a[5];
}

/* { dg-final { scan-assembler {addiu\t(\$[0-9]+),\1,-4096\n\tins\t\$24,\1,0,24\n\tbne\t\1,\$[0-9]+,\$Lsfi_probe[0-9]+\n\tsw\t\$0,0\(\$24\)} } } */
