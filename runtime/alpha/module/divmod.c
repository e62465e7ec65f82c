/* Integer division for the Alpha millicode (millicode.S).

   Alpha has no divide instruction; GCC calls __divq, __remqu, ... with a
   private convention, which millicode.S adapts to a call of this
   function.  It must not divide with "/" or "%" itself (that would call
   the millicode again): shift and subtract.  */

#include <signal.h>
#include <stdint.h>

/* Operation codes passed by millicode.S.  */
#define OP_DIV	0
#define OP_REM	1
#define OP_UNSIGNED 2
#define OP_32	4

/* Division by zero.  The system's millicode traps, and the kernel turns
   the trap into a SIGFPE the program may catch.  A module's signal
   handlers live in its domain (newlib's signal and raise), so with a
   handler installed for SIGFPE, raise it here.  Without one (SIG_IGN
   included: Linux does not let a program ignore a trap's signal), trap,
   and the runtime ends the run or call as a fault, as the system would
   end the process.  The quotient is then 0.  */
static void
divide_by_zero (void)
{
  void (*handler) (int) = signal (SIGFPE, SIG_DFL);
  signal (SIGFPE, handler);
  if (handler == SIG_DFL || handler == SIG_IGN || handler == SIG_ERR)
    __builtin_trap ();
  raise (SIGFPE);
}

/* N divided by D, unsigned; the remainder in *R.  */
static uint64_t
udivmod (uint64_t n, uint64_t d, uint64_t *r)
{
  uint64_t q = 0, rem = 0;
  if (d == 0)
    {
      divide_by_zero ();
      *r = n;
      return 0;
    }
  if (d > n)
    {
      *r = n;
      return 0;
    }
  /* No __builtin_clzll: without CIX it would call libgcc.  */
  int bits = 0;
  for (uint64_t m = n; m; m >>= 1)
    bits++;
  for (int i = bits - 1; i >= 0; i--)
    {
      rem = (rem << 1) | ((n >> i) & 1);
      if (rem >= d)
	{
	  rem -= d;
	  q |= (uint64_t) 1 << i;
	}
    }
  *r = rem;
  return q;
}

/* The result of millicode operation OP on A and B, as the register
   holds it (32-bit results sign-extended, as Alpha keeps longwords).  */
int64_t
__sfi_alpha_divmod (int64_t a, int64_t b, int op)
{
  uint64_t ua, ub, q, r;
  int neg_q = 0, neg_r = 0;

  if (op & OP_32)
    {
      if (op & OP_UNSIGNED)
	ua = (uint32_t) a, ub = (uint32_t) b;
      else
	a = (int32_t) a, b = (int32_t) b;
    }
  if (op & OP_UNSIGNED)
    {
      if (!(op & OP_32))
	ua = a, ub = b;
    }
  else
    {
      neg_q = (a < 0) != (b < 0);
      neg_r = a < 0;
      ua = a < 0 ? -(uint64_t) a : (uint64_t) a;
      ub = b < 0 ? -(uint64_t) b : (uint64_t) b;
    }
  q = udivmod (ua, ub, &r);
  if (neg_q)
    q = -q;
  if (neg_r)
    r = -r;
  uint64_t v = (op & OP_REM) ? r : q;
  return (op & OP_32) ? (int64_t) (int32_t) v : (int64_t) v;
}
