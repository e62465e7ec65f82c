/* The module of fault-kinds.c: one function per kind of fault.  */

/* A store into the guard zone below the data segment (P is its base).  */
int
ext_segv (int *p)
{
  p[-2] = 1;
  return 0;
}

/* An unaligned word store: SIGBUS.  */
int
ext_bus (char *p)
{
  *(volatile int *) (p + 1) = 1;
  return 0;
}

/* Signed overflow of an adding instruction that traps on it (MIPS
   "add", Alpha "addlv"): SIGFPE.  */
int
ext_overflow (int x)
{
  int r;
#if defined __mips__
  __asm__ volatile ("add %0,%1,%1" : "=r" (r) : "r" (x));
#else
  __asm__ volatile ("addlv %1,%1,%0\n\ttrapb" : "=r" (r) : "r" (x));
#endif
  return r;
}

/* Division by zero: GCC's "teq" after the division (SIGTRAP or SIGFPE,
   depending on the kernel or emulator).  */
int
ext_divide (int a, int b)
{
  return a / b;
}

/* __builtin_trap: SIGTRAP.  */
int
ext_trap (void)
{
  __builtin_trap ();
}

/* Unbounded recursion: the stack runs down through the heap and data
   into the guard zone.  */
int
ext_recurse (int n)
{
  volatile char frame[256];
  frame[0] = n;
  return ext_recurse (n + 1) + frame[0];
}

int
ext_ok (int x)
{
  return x * 2;
}
