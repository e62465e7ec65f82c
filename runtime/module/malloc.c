/* Memory allocator of the module support library.

   The heap is the part of the data segment from _end (set by the link
   script) up to the limit the runtime returns from host call HEAP_LIMIT;
   the stack grows down from the top of the segment above that limit.
   Blocks carry an 8-byte header holding their size; free blocks sit on
   one address-ordered list and merge with free neighbours, so a simple
   first fit does not fragment badly.  Payloads are 8-byte aligned, as
   o32 doubles and long longs need.  */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "sfi-libc.h"

#define HDR	8
#define ALIGN	8
#define MIN_BLOCK 16

/* A block; SIZE includes the header.  NEXT is valid in free blocks.  */
struct block
{
  size_t size;
  size_t pad;
  struct block *next;
};

extern char _end[];

static char *heap_top;		/* First byte never handed out.  */
static char *heap_limit;
static struct block *free_list;	/* Sorted by address.  */

/* Round N up to the allocation granule.  */
static size_t
round_size (size_t n)
{
  if (n > SIZE_MAX / 2)
    return 0;
  n = (n + HDR + ALIGN - 1) & ~(size_t) (ALIGN - 1);
  return n < MIN_BLOCK ? MIN_BLOCK : n;
}

/* Take SIZE bytes from the unused top of the heap, or NULL.  */
static struct block *
grow (size_t size)
{
  struct block *b;
  if (heap_top == NULL)
    {
      heap_top = (char *) (((uintptr_t) _end + ALIGN - 1) & ~(ALIGN - 1));
      heap_limit = __sfi_jt_heap_limit ();
    }
  if ((size_t) (heap_limit - heap_top) < size)
    return NULL;
  b = (struct block *) heap_top;
  heap_top += size;
  b->size = size;
  return b;
}

/* Allocate N bytes.  */
void *
malloc (size_t n)
{
  size_t size = round_size (n);
  struct block **pp, *b;

  if (size == 0)
    {
      errno = ENOMEM;
      return NULL;
    }
  for (pp = &free_list; (b = *pp) != NULL; pp = &b->next)
    if (b->size >= size)
      {
	if (b->size - size >= MIN_BLOCK)
	  {
	    /* Split: the tail stays on the list in B's place.  */
	    struct block *rest = (struct block *) ((char *) b + size);
	    rest->size = b->size - size;
	    rest->next = b->next;
	    *pp = rest;
	    b->size = size;
	  }
	else
	  *pp = b->next;
	return (char *) b + HDR;
      }
  b = grow (size);
  if (b == NULL)
    {
      errno = ENOMEM;
      return NULL;
    }
  return (char *) b + HDR;
}

/* Return P's block to the free list, merging with its neighbours.  */
void
free (void *p)
{
  struct block *b, *prev = NULL, *cur;
  if (p == NULL)
    return;
  b = (struct block *) ((char *) p - HDR);
  for (cur = free_list; cur != NULL && cur < b; cur = cur->next)
    prev = cur;
  b->next = cur;
  if (cur != NULL && (char *) b + b->size == (char *) cur)
    {
      b->size += cur->size;
      b->next = cur->next;
    }
  if (prev != NULL && (char *) prev + prev->size == (char *) b)
    {
      prev->size += b->size;
      prev->next = b->next;
      b = prev;
    }
  else if (prev != NULL)
    prev->next = b;
  else
    free_list = b;
  /* Give a free block at the very top back to the unused area.  */
  if ((char *) b + b->size == heap_top)
    {
      heap_top = (char *) b;
      if (prev == b)
	{
	  /* B merged into PREV: find PREV's predecessor.  */
	  struct block **pp = &free_list;
	  while (*pp != b)
	    pp = &(*pp)->next;
	  *pp = NULL;
	}
      else if (prev != NULL)
	prev->next = NULL;
      else
	free_list = NULL;
    }
}

/* Allocate zeroed memory for N objects of SIZE bytes.  */
void *
calloc (size_t n, size_t size)
{
  void *p;
  if (size && n > SIZE_MAX / size)
    {
      errno = ENOMEM;
      return NULL;
    }
  p = malloc (n * size);
  return p ? memset (p, 0, n * size) : NULL;
}

/* Resize P to N bytes.  */
void *
realloc (void *p, size_t n)
{
  struct block *b;
  void *q;
  if (p == NULL)
    return malloc (n);
  if (n == 0)
    {
      free (p);
      return NULL;
    }
  b = (struct block *) ((char *) p - HDR);
  if (round_size (n) != 0 && b->size >= round_size (n))
    return p;
  q = malloc (n);
  if (q == NULL)
    return NULL;
  memcpy (q, p, b->size - HDR);
  free (p);
  return q;
}
