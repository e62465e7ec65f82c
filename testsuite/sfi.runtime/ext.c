/* The module the runtime tests load: small functions a host calls to
   observe a domain's state and to make it misbehave.  */

static volatile unsigned global = 0x600d;

/* Return X * X + 1: the same in every domain.  */
unsigned
ext_square (unsigned x)
{
  return x * x + 1;
}

/* Store V in the module's global; return the old value.  */
unsigned
ext_set (unsigned v)
{
  unsigned old = global;
  global = v;
  return old;
}

/* Return the module's global.  */
unsigned
ext_get (void)
{
  return global;
}

/* Return the (domain) address of the module's global.  Addresses are
   unsigned long: a register word on both o32 and Alpha.  */
unsigned long
ext_global_address (void)
{
  return (unsigned long) &global;
}

/* Store V at ADDR, however wild, and read it back.  */
unsigned
ext_store (unsigned long addr, unsigned v)
{
  *(volatile unsigned *) addr = v;
  return *(volatile unsigned *) addr;
}

/* The word at ADDR, however wild (protect-require.c).  */
unsigned
ext_peek (unsigned long addr)
{
  return *(volatile unsigned *) addr;
}

/* Jump to ADDR, however wild.  */
unsigned
ext_jump (unsigned long addr)
{
  return ((unsigned (*) (void)) addr) ();
}

/* Fault: store into the guard zone above the data segment.  */
struct big
{
  char pad[30000];
  int x;
};

unsigned
ext_fault (struct big *p)
{
  p->x = 1;
  return 0;
}
