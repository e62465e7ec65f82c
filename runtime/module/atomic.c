/* The atomic operations GCC does not expand inline and leaves to
   libatomic: on MIPS32 every 64-bit one (__atomic_fetch_add_8,
   __atomic_compare_exchange_8, ...), and on both targets those on
   objects of other sizes (__atomic_load, __atomic_store,
   __atomic_exchange, __atomic_compare_exchange).  A domain is one
   thread of control (docs/runtime.md) and no signal handler of the
   module runs in the middle of its code, so plain loads and stores are
   atomic here.  Defined under their libatomic names through asm labels:
   C cannot define a function named like a built-in of another type.  */

#include <fenv.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* Whether objects of SIZE bytes at P (0: aligned) are accessed
   lock-free, as libatomic answers: when they lie within one naturally
   aligned machine word.  Programs only ask; the operations are atomic
   either way here.  */
bool sfi_atomic_is_lock_free (size_t, const volatile void *)
  __asm__ ("__atomic_is_lock_free");
bool
sfi_atomic_is_lock_free (size_t size, const volatile void *p)
{
  const size_t word = sizeof (void *);
  return size <= word && (uintptr_t) p % word + size <= word;
}

/* GCC's expansion of compound assignment to an _Atomic floating-point
   object raises the exceptions the operation raised afterwards (in
   <fenv.h>'s encoding: fenv.c).  */
void sfi_atomic_feraiseexcept (int) __asm__ ("__atomic_feraiseexcept");
void
sfi_atomic_feraiseexcept (int excepts)
{
  feraiseexcept (excepts);
}

/* Generic forms: SIZE bytes at P.  */

void sfi_atomic_load (size_t, const volatile void *, void *, int)
  __asm__ ("__atomic_load");
void
sfi_atomic_load (size_t size, const volatile void *p, void *ret, int m)
{
  memcpy (ret, (const void *) p, size);
}

void sfi_atomic_store (size_t, volatile void *, const void *, int)
  __asm__ ("__atomic_store");
void
sfi_atomic_store (size_t size, volatile void *p, const void *val, int m)
{
  memcpy ((void *) p, val, size);
}

void sfi_atomic_exchange (size_t, volatile void *, const void *, void *,
			  int) __asm__ ("__atomic_exchange");
void
sfi_atomic_exchange (size_t size, volatile void *p, const void *val,
		     void *ret, int m)
{
  unsigned char tmp[size];
  memcpy (tmp, val, size);
  memcpy (ret, (const void *) p, size);
  memcpy ((void *) p, tmp, size);
}

bool sfi_atomic_compare_exchange (size_t, volatile void *, void *,
				  const void *, int, int)
  __asm__ ("__atomic_compare_exchange");
bool
sfi_atomic_compare_exchange (size_t size, volatile void *p, void *expected,
			     const void *desired, int s, int f)
{
  if (memcmp ((const void *) p, expected, size) == 0)
    {
      memcpy ((void *) p, desired, size);
      return true;
    }
  memcpy (expected, (const void *) p, size);
  return false;
}

/* Sized forms, for the 8-byte objects MIPS32 cannot access atomically
   in one instruction.  */
#define T uint64_t
#define N "8"

T sfi_load_8 (const volatile T *, int) __asm__ ("__atomic_load_" N);
T sfi_load_8 (const volatile T *p, int m) { return *p; }

void sfi_store_8 (volatile T *, T, int) __asm__ ("__atomic_store_" N);
void sfi_store_8 (volatile T *p, T v, int m) { *p = v; }

T sfi_exchange_8 (volatile T *, T, int) __asm__ ("__atomic_exchange_" N);
T
sfi_exchange_8 (volatile T *p, T v, int m)
{
  T old = *p;
  *p = v;
  return old;
}

bool sfi_compare_exchange_8 (volatile T *, T *, T, bool, int, int)
  __asm__ ("__atomic_compare_exchange_" N);
bool
sfi_compare_exchange_8 (volatile T *p, T *expected, T desired, bool weak,
			int s, int f)
{
  T old = *p;
  if (old == *expected)
    {
      *p = desired;
      return true;
    }
  *expected = old;
  return false;
}

/* Read-modify-write: the value before (fetch_OP) or after (OP_fetch).
   The __sync forms of 8 bytes have no libatomic function on MIPS32
   either: their link fails, as any program's does.  */
#define RMW(OP, EXPR)							\
  T sfi_fetch_##OP##_8 (volatile T *, T, int)				\
    __asm__ ("__atomic_fetch_" #OP "_" N);				\
  T sfi_fetch_##OP##_8 (volatile T *p, T v, int m)			\
  {									\
    T old = *p;								\
    *p = EXPR;								\
    return old;								\
  }									\
  T sfi_##OP##_fetch_8 (volatile T *, T, int)				\
    __asm__ ("__atomic_" #OP "_fetch_" N);				\
  T sfi_##OP##_fetch_8 (volatile T *p, T v, int m)			\
  {									\
    T old = *p;								\
    return *p = EXPR;							\
  }

RMW (add, old + v)
RMW (sub, old - v)
RMW (and, old & v)
RMW (or, old | v)
RMW (xor, old ^ v)
RMW (nand, ~(old & v))
