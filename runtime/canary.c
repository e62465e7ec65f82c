/* Canary areas for containment tests (--test-canary).

   Before the module runs, the loader fills memory OUTSIDE the domain with
   SFI_TEST_CANARY_BYTE: pages just beyond each guard zone, a page after
   the gate, a static array of the loader and a malloc block.  The module
   learns their addresses through host call TEST (sfi-test.h) and attacks
   them with wild stores and jumps; sandboxing must redirect every store
   into its own data segment.  sfi_finish checks the areas after the
   module exits or faults.  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "sfi-priv.h"
#include "sfi-test.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

#define CANARY_MAX	8
#define CANARY_STATIC	4096

int sfi_canary_enabled;

static struct { uintptr_t addr; size_t size; } canaries[CANARY_MAX];
static unsigned ncanaries;

/* A static host array: a target in the loader's own .bss.  */
static unsigned char canary_static[CANARY_STATIC];

/* Record the canary area [ADDR, ADDR+SIZE) and fill it.  */
static void
add_area (uintptr_t addr, size_t size)
{
  if (ncanaries == CANARY_MAX)
    return;
  memset ((void *) addr, SFI_TEST_CANARY_BYTE, size);
  canaries[ncanaries].addr = addr;
  canaries[ncanaries].size = size;
  ncanaries++;
}

/* Map one page at ADDR as a canary area if the address is free.  */
static void
add_page (uintptr_t addr, size_t page)
{
  void *p = mmap ((void *) addr, page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
  if (p == MAP_FAILED)
    return;
  if ((uintptr_t) p != addr)
    {
      munmap (p, page);
      return;
    }
  add_area (addr, page);
}

/* A host function the module may try to jump to.  It runs only if a jump
   escaped the code segment, so it reports the escape and exits.  */
static void
escape_target (void)
{
  static const char msg[] = "sfi: canary corrupted: host function reached\n";
  write (2, msg, sizeof msg - 1);
  _exit (SFI_TEST_CORRUPT_STATUS);
}

/* Create the canary areas around domain D.  Return 0 or -1.  */
int
sfi_canary_setup (const struct sfi_domain *d)
{
  size_t page = sysconf (_SC_PAGESIZE);
  uintptr_t code_lo = d->lay.code_base - SFI_GUARD_SIZE;
  uintptr_t code_hi = d->lay.code_base + d->cfg.seg_size + SFI_GUARD_SIZE;
  uintptr_t data_lo = d->lay.data_base - SFI_GUARD_SIZE;
  uintptr_t data_hi = d->lay.data_base + d->cfg.seg_size + SFI_GUARD_SIZE;
  void *heap;

  add_page (d->lay.gate_base + d->lay.gate_size, page);
  add_page (code_lo - page, page);
  add_page (code_hi, page);
  if (data_lo - page != code_hi)
    add_page (data_lo - page, page);
  add_page (data_hi, page);
  add_area ((uintptr_t) canary_static, sizeof canary_static);
  heap = malloc (page);
  if (heap == NULL)
    return -1;
  add_area ((uintptr_t) heap, page);
  sfi_canary_enabled = 1;
  return 0;
}

/* Answer host call TEST: operation OP with argument ARG (sfi-test.h).
   Addresses and sizes are register words.  */
intptr_t
sfi_canary_hook (uint32_t op, uintptr_t arg)
{
  if (!sfi_canary_enabled)
    return -ENOSYS;
  switch (op)
    {
    case SFI_TEST_COUNT:
      return ncanaries;
    case SFI_TEST_ADDR:
      return arg < ncanaries ? (intptr_t) canaries[arg].addr : -EINVAL;
    case SFI_TEST_SIZE:
      return arg < ncanaries ? (intptr_t) canaries[arg].size : -EINVAL;
    case SFI_TEST_HOST_FUNC:
      return (intptr_t) escape_target;
    default:
      return -EINVAL;
    }
}

/* Check every canary area; report on stderr.  Return 0 if all are
   intact, -1 otherwise.  Called from signal handlers too, so it only
   formats into a local buffer and writes.  */
int
sfi_canary_check (void)
{
  char buf[128];
  int n;
  for (unsigned i = 0; i < ncanaries; i++)
    {
      const unsigned char *p = (const unsigned char *) canaries[i].addr;
      for (size_t j = 0; j < canaries[i].size; j++)
	if (p[j] != SFI_TEST_CANARY_BYTE)
	  {
	    n = snprintf (buf, sizeof buf, "sfi: canary corrupted at 0x%lx\n",
			  (unsigned long) (canaries[i].addr + j));
	    write (2, buf, n);
	    return -1;
	  }
    }
  n = snprintf (buf, sizeof buf, "sfi: canaries intact\n");
  write (2, buf, n);
  return 0;
}
