/* Test that with -fsfi=protect the GOT load of a call to an imported
   host function (an absolute jump-table symbol, "ldq $27,sym($29)
   !literal", which GCC writes as an unspec, not a MEM) goes through a
   sandboxed $29 in $4.  */
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

/* { dg-final { scan-assembler {and\t\$29,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tldq \$27,[^\n]*\(\$4\)\t+!literal} } } */
/* { dg-final { scan-assembler-not {ldq \$27,[^\n]*\(\$29\)} } } */
