/* The module of reset.c: state in .data, .bss and the heap.  */

#include <stdlib.h>
#include <string.h>

static int counter = 100;	/* .data */
static char scratch[64];	/* .bss */

int
ext_bump (void)
{
  return ++counter;
}

/* Scribble on .bss and return what was there first.  */
int
ext_scratch (void)
{
  int old = scratch[0];
  memset (scratch, 'z', sizeof scratch);
  return old;
}

/* A fresh heap block's address.  */
unsigned
ext_malloc (void)
{
  return (unsigned) malloc (1000);
}

int
ext_crash (int *p)
{
  p[-2] = 1;
  return 0;
}
