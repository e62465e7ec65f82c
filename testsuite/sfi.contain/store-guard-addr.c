/* Test that stores through pointers to guard-zone addresses computed from
   the ABI constants are sandboxed into the domain.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <sfi/mips-abi.h>

extern char __sfi_data_start[], __sfi_data_end[];

int
main (void)
{
  unsigned long base = (unsigned long) __sfi_data_start & ~(unsigned long) (SFI_MIPS_DEFAULT_SEG_SIZE - 1);
  unsigned long addrs[] = {
    base - SFI_GUARD_SIZE / 2, base - 4,
    base + SFI_MIPS_DEFAULT_SEG_SIZE, base + SFI_MIPS_DEFAULT_SEG_SIZE + SFI_GUARD_SIZE - 4,
    base + SFI_MIPS_DEFAULT_SEG_SIZE + SFI_GUARD_SIZE,
    SFI_MIPS_LINK_CODE - 8, SFI_MIPS_LINK_CODE + SFI_MIPS_DEFAULT_SEG_SIZE + 16
  };
  for (unsigned i = 0; i < sizeof addrs / sizeof addrs[0]; i++)
    *(volatile unsigned *) addrs[i] = 0x5a5a5a5a;
  return 0;
}
