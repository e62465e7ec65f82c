/* Test that with -fsfi=protect the GOT load of a call to an imported
   host function (an absolute jump-table symbol, "ldq $27,sym($29)
   !literal", which GCC writes as an unspec, not a MEM) goes through $29,
   the GP, unguarded: module code never writes it, so no reload of the
   GP follows the call either.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

#include <sfi/sfi-import.h>

long host_fn (long);
SFI_IMPORT (host_fn, 3);

long
f (long x)
{
  return host_fn (x) + 1;
}

/* { dg-final { scan-assembler {\tldq \$27,host_fn\(\$29\)\t+!literal} } } */
/* { dg-final { scan-assembler-not {and\t\$29,} } } */
/* { dg-final { scan-assembler-not {\$29,0\(\$26\)} } } */
