/* Test a frame larger than a 16-bit displacement at the top of the
   stack: main's own.  GCC reaches such a frame through a base of $sp
   plus a high part, which it may spill to a slot that is itself beyond
   a 16-bit displacement (so reached through a register); the reloaded
   base must still count as a high part (sfi-bases.cc, spill slots), or
   its guard wraps it from above the segment's top to its bottom and the
   program faults (MIPS, at -O1 and above; big-frame.c has such frames
   deeper in the stack).  */
/* { dg-do run } */

int
main (int argc, char **argv)
{
  volatile char buf[40000];
  buf[39999] = 1;
  buf[argc] = 2;
  return buf[39999] + buf[argc];
}
