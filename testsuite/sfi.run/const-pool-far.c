/* Test that constants GCC puts in .rodata.cst16 stay in reach of the
   GP on Alpha however much data the module has: their halves are loaded
   16-bit GP-relative ("ldq $12,$LC1($29) !gprel"), and with .rodata at
   the start of the data segment, 70 KB of .data pushed the GP too far
   ("relocation truncated to fit: GPREL16", torture pr92904).  */
/* { dg-do run } */

#include <stdio.h>

volatile char pad[70000] = { 1 };

#if __SIZEOF_INT128__
typedef unsigned __int128 wide;
#define K (((wide) 0x5555555555555555ULL << 64) | 0xaaaaaaaaaaaaaaaaULL)
#else
typedef unsigned long long wide;
#define K 0x5555555555555555ULL
#endif

static wide __attribute__ ((noipa))
id (wide x)
{
  return x + pad[1];
}

int
main (void)
{
  wide r = id (K);
  printf ("%d %d\n", r == K, r != K + pad[0]);
  return 0;
}
