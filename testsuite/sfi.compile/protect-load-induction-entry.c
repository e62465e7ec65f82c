/* Test that -fsfi=protect runs on an induction pointer a loop that code
   laid out after it also jumps into (a cold block entering at the
   loop's head: the last jump back to that label is not the loop's):
   the loop body proper, up to its first jump back, is the loop, and
   each jump into it from outside guards the pointer first (ncompress's
   decompress writes its output backwards so).  The store pointer runs
   on $24 with no guard in the loop; the loads' addresses are data, each
   guarded into a load register.  sfi.run/induction-entry.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

unsigned char * __attribute__ ((noinline))
f (unsigned char *stackp, const unsigned char *suffix,
   const unsigned short *prefix, unsigned code, unsigned old, int special)
{
  if (__builtin_expect (special, 0))
    goto cold;
  if (code < 256)
    goto done;
 loop:
  do
    {
      *--stackp = suffix[code];
      code = prefix[code];
    }
  while (code >= 256);
 done:
  *--stackp = suffix[code];
  return stackp;
 cold:
  *--stackp = 1;
  code = old | 256;
  goto loop;
}

/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,-1\n} 1 } } */
/* { dg-final { scan-assembler {sb\t\$[0-9]+,0\(\$24\)\n\tins\t\$14,} } } */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 1 } } */
