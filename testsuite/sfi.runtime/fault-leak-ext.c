/* The module of fault-leak.c: one function per way a call can end in a
   fault, and one that works.  */

/* Return X * X + 1.  */
unsigned
ext_square (unsigned x)
{
  return x * x + 1;
}

/* Store 30000 bytes above P (sandboxed into the data segment): with P
   near the top of the segment the store lands in the upper guard zone,
   SIGSEGV.  */
struct big
{
  char pad[30000];
  int x;
};

unsigned
ext_store_high (struct big *p)
{
  p->x = 1;
  return 0;
}

/* Store 30000 bytes below P: with P near the bottom of the segment the
   store lands in the lower guard zone, SIGSEGV.  */
unsigned
ext_store_low (int *p)
{
  p[-7500] = 1;
  return 0;
}

/* Divide: with B == 0 the division trap after "divu" (teq B,$0,7)
   raises SIGFPE.  */
unsigned
ext_div (unsigned a, unsigned b)
{
  return a / b;
}

/* __builtin_trap: SIGTRAP.  */
unsigned
ext_trap (void)
{
  __builtin_trap ();
}

/* Load from ADDR (loads are not sandboxed): an unmapped address is a
   SIGSEGV.  */
unsigned
ext_load (unsigned addr)
{
  return *(volatile unsigned *) addr;
}

/* Jump to ADDR (sandboxed into the code segment): an unused jump-table
   entry holds "break", SIGTRAP.  */
unsigned
ext_jump (unsigned addr)
{
  return ((unsigned (*) (void)) addr) ();
}
