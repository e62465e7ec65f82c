/* Test that stores to NULL, 0x7ffff000, the gate page and the module code
   land inside the data segment and leave the code unchanged.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdio.h>
#include <sfi/mips-abi.h>

static unsigned char *const targets[] = {
  (unsigned char *) 0, (unsigned char *) 0x7ffff000,
  (unsigned char *) SFI_MIPS_LINK_GATE, (unsigned char *) SFI_MIPS_LINK_CODE,
  (unsigned char *) SFI_MIPS_LINK_CODE + SFI_MIPS_JT_SIZE,
  (unsigned char *) 0xfffffffc
};

int
main (void)
{
  volatile unsigned *code = (volatile unsigned *) (void *) main;
  unsigned before = code[0];
  for (unsigned i = 0; i < sizeof targets / sizeof targets[0]; i++)
    *(volatile unsigned *) targets[i] = 0x5a5a5a5a;
  *(volatile unsigned *) (void *) main = 0;
  printf ("code %s\n", code[0] == before ? "unchanged" : "CHANGED");
  return code[0] == before ? 0 : 1;
}
