/* Test that a small bytecode interpreter (switch dispatch, stack array) runs
   the same program.  */
/* { dg-do run } */

#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, SWAP, JNZ, DEC, PRINT, HALT };

static int __attribute__ ((noinline))
run (const int *code)
{
  int stack[32], sp = 0, pc = 0, steps = 0;
  for (;;)
    {
      steps++;
      switch (code[pc++])
	{
	case PUSH: stack[sp++] = code[pc++]; break;
	case ADD: sp--; stack[sp - 1] += stack[sp]; break;
	case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
	case DUP: stack[sp] = stack[sp - 1]; sp++; break;
	case SWAP: { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } break;
	case JNZ: if (stack[--sp]) pc = code[pc]; else pc++; break;
	case DEC: stack[sp - 1]--; break;
	case PRINT: printf ("%d\n", stack[sp - 1]); break;
	case HALT: return steps;
	}
    }
}

int
main (void)
{
  /* acc = 1; n = 10; do acc *= n; n--; while (n); print acc.  */
  static const int prog[] = { PUSH, 1, PUSH, 10, SWAP, PUSH, 0, ADD, SWAP,
			      DUP, SWAP, SWAP, SWAP, DUP, PUSH, 0, ADD,
			      SWAP, SWAP, MUL, PRINT, SWAP, DEC, DUP, JNZ, 30,
			      HALT, HALT, HALT, HALT, PUSH, 0, ADD, SWAP, DUP,
			      SWAP, SWAP, DUP, SWAP, SWAP, PRINT, HALT };
  printf ("steps %d\n", run (prog));
  return 0;
}
