/* Test that -fplugin-arg-sfi-no-induction keeps guarding the store
   pointer of protect-load-induction-entry.c in the loop.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

unsigned char *
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

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-not {move\t\$24,\$28\n} } } */
