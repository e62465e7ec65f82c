/* Test that a threaded interpreter (computed gotos, one dispatch per
   handler) and calls through function pointers compute the same results
   when their guards go early and the instructions before the jumps fill
   the delay slots (jump-guard-early.c): the instruction in each slot is
   a live part of the next handler's or the callee's input.  */
/* { dg-do run } */

#include <stdio.h>

enum { ADD, SUB, MUL, XOR, LOOP, END };

static unsigned __attribute__ ((noinline))
run (const unsigned *code, unsigned *regs)
{
  static const void *const table[] = {
    &&op_add, &&op_sub, &&op_mul, &&op_xor, &&op_loop, &&op_end
  };
  const unsigned *start = code;
  unsigned i = *code++;
  unsigned *ra = regs + ((i >> 8) & 15), steps = 0;
  goto *table[i & 7];
 op_add:
  *ra += regs[(i >> 12) & 15] + steps++;
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 7];
 op_sub:
  *ra -= regs[(i >> 12) & 15] - steps++;
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 7];
 op_mul:
  *ra *= regs[(i >> 12) & 15] | 1;
  steps++;
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 7];
 op_xor:
  *ra ^= regs[(i >> 12) & 15] << (steps++ & 7);
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 7];
 op_loop:
  if (--*ra != 0)
    code = start + (i >> 16);
  steps++;
  i = *code++;
  ra = regs + ((i >> 8) & 15);
  goto *table[i & 7];
 op_end:
  return regs[0] ^ steps;
}

#define OP(op, a, b) ((op) | (a) << 8 | (b) << 12)

static unsigned twice (unsigned x) { return 2 * x + 1; }
static unsigned square (unsigned x) { return x * x - 3; }
static unsigned negate (unsigned x) { return -x ^ 0x55; }

static unsigned __attribute__ ((noinline))
apply (unsigned (*fn) (unsigned), unsigned x, unsigned y)
{
  return fn (x + y) + fn (y) * 3;
}

int
main (void)
{
  static const unsigned prog[] = {
    OP (ADD, 0, 1), OP (MUL, 2, 0), OP (XOR, 0, 2), OP (SUB, 1, 2),
    OP (ADD, 2, 1), OP (LOOP, 3, 0) | 0 << 16, OP (END, 0, 0),
  };
  unsigned regs[16] = { 1, 2, 3, 40 };
  unsigned (*fns[]) (unsigned) = { twice, square, negate };
  unsigned r = run (prog, regs);
  printf ("run %u regs %u %u %u %u\n", r, regs[0], regs[1], regs[2], regs[3]);
  unsigned acc = 0;
  for (unsigned k = 0; k < 300; k++)
    acc = acc * 31 + apply (fns[k % 3], k, acc & 255);
  printf ("apply %u\n", acc);
  return 0;
}

/* { dg-output "run 429781849 regs 429781929 828861386 4135655773 0\n" } */
/* { dg-output "apply 2747082712\n" } */
