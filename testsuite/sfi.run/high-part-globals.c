/* Test stores to globals whose addresses GCC splits into a high part in
   a register and a low part in the displacement (gp-relative data more
   than 32 KiB from the GP on Alpha, %hi/%lo on MIPS, large constant
   offsets into a big array).  The high part alone may lie outside the
   data segment while the address is inside (the data segment starts
   with these arrays, initialised so that they go to .data), so each
   such store must have its whole address sandboxed.  */
/* { dg-do run } */

#include <stdio.h>

int first[20000] = { 1 };
long second[12000] = { 2 };
static short third[40000];
struct big { char pad[70000]; int x, y; } fourth = { { 3 } };
/* Sized so that on Alpha the GP (32 KiB past the end of .data) lies
   about 48 KiB past a multiple of 64 KiB from the segment's start: the
   high part of an address in the first 16 KiB of the segment is then
   the GP less a multiple of 64 KiB, below the segment.  */
char fifth[26112] = { 4 };

#define S(a, i) a[i] = v + (i)

static void __attribute__ ((noinline))
fill (int v)
{
  S (first, 0); S (first, 1); S (first, 100); S (first, 2047); S (first, 4095);
  S (first, 6000); S (first, 8191); S (first, 8192); S (first, 10000);
  S (first, 12287); S (first, 14000); S (first, 16383); S (first, 16384);
  S (first, 18000); S (first, 19999);
  S (second, 0); S (second, 3000); S (second, 4095); S (second, 4096);
  S (second, 7000); S (second, 8191); S (second, 8192); S (second, 11999);
  S (third, 0); S (third, 16000); S (third, 16383); S (third, 16384);
  S (third, 32767); S (third, 32768); S (third, 39999);
  S (fourth.pad, 0); S (fourth.pad, 100); S (fourth.pad, 1000);
  S (fourth.pad, 5000); S (fourth.pad, 10000); S (fourth.pad, 16000);
  S (fifth, 0); S (fifth, 1000); S (fifth, 9000); S (fifth, 26111);
  fourth.x = v;
  fourth.y = v * 3;
  fourth.pad[69999] = (char) v;
}

static long __attribute__ ((noinline))
sum (void)
{
  long s = 0;
  for (int i = 0; i < 20000; i++)
    s = s * 31 + first[i];
  for (int i = 0; i < 12000; i++)
    s = s * 31 + second[i];
  for (int i = 0; i < 40000; i++)
    s = s * 31 + third[i];
  for (int i = 0; i < 70000; i++)
    s = s * 31 + fourth.pad[i];
  for (int i = 0; i < 26112; i++)
    s = s * 31 + fifth[i];
  return s * 31 + fourth.x + fourth.y;
}

int
main (void)
{
  fill (7);
  printf ("%ld\n", sum ());
  fill (-5);
  printf ("%ld\n", sum ());
  return 0;
}
