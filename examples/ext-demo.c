/* ext-demo: a small untrusted "extension" that misbehaves on purpose.

   Built as an SFI module (see demo.sh) and run by sfi-run in a fault
   domain.  Usage: ext-demo compute | escape | fault.
     compute  does ordinary work (integer, 64-bit and floating-point
	      arithmetic, the heap, printf) to show that sandboxed code
	      runs normally;
     escape   asks the runtime for the addresses of host canary areas
	      (sfi-test.h, only with sfi-run --test-canary) and stores
	      through them: sandboxing rewrites each wild address into the
	      module's own data segment, so the host memory stays intact;
     fault    stores just past its data segment: the address is inside
	      the guard zone, the store faults, and the runtime ends the
	      module with a one-line report instead of letting it corrupt
	      anything.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sfi/mips-abi.h>
#include <sfi/sfi-test.h>

extern char _end[];

/* Count the primes below N with a sieve on the heap.  */
static int
count_primes (int n)
{
  char *composite = calloc (n, 1);
  int count = 0;
  for (int i = 2; i < n; i++)
    if (!composite[i])
      {
	count++;
	if (i <= (n - 1) / i)	/* i * i < n without overflow.  */
	  for (int j = i * i; j < n; j += i)
	    composite[j] = 1;
      }
  free (composite);
  return count;
}

/* Ordinary work.  */
static void
compute (void)
{
  unsigned long long fact = 1;
  double pi = 0.0;
  for (int i = 1; i <= 20; i++)
    fact *= i;
  for (int k = 0; k < 100000; k++)
    pi += (k % 2 ? -4.0 : 4.0) / (2 * k + 1);
  printf ("  primes below 100000: %d\n", count_primes (100000));
  printf ("  20! = %llu, 20! / 3^20 = %llu\n", fact, fact / 3486784401ULL);
  printf ("  pi ~ %.10f (Leibniz, 100000 terms)\n", pi);
}

/* Store through the host's canary addresses.  */
static void
escape (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  uintptr_t mask = SFI_MIPS_DEFAULT_SEG_SIZE - 1;

  if (n < 0)
    {
      printf ("  no canaries: run with sfi-run --test-canary\n");
      return;
    }
  for (long i = 0; i < n; i++)
    {
      uintptr_t target = (uintptr_t) sfi_test_hook (SFI_TEST_ADDR, i);
      uintptr_t lands = (target & mask) | SFI_MIPS_LINK_DATA;
      if (lands < (uintptr_t) _end)
	{
	  /* Sandboxed, it would land on our own variables.  */
	  printf ("  host 0x%08lx: skipped (would hit our own data)\n",
		  (unsigned long) target);
	  continue;
	}
      *(volatile unsigned *) target = 0xdeadbeef;
      printf ("  stored 0xdeadbeef at host 0x%08lx; our 0x%08lx now holds"
	      " 0x%08x\n", (unsigned long) target, (unsigned long) lands,
	      *(volatile unsigned *) lands);
    }
}

/* The last word of the data segment.  Read through a volatile pointer
   so that the compiler cannot fold TOP + 1000 into one constant address
   (which sandboxing would simply wrap back into the segment).  */
static int *volatile last_word = (int *) (SFI_MIPS_LINK_DATA
					  + SFI_MIPS_DEFAULT_SEG_SIZE - 4);

/* Store into the guard zone above the data segment: the base register
   is inside the segment, so sandboxing leaves it alone, and the 4000-byte
   displacement carries the store into the guard zone, which faults.  */
static void
fault (void)
{
  int *top = last_word;
  printf ("  storing to 0x%08lx ...\n", (unsigned long) (top + 1000));
  fflush (stdout);
  *(volatile int *) (top + 1000) = 1;
  printf ("  still alive?!\n");
}

/* Run the step named by argv[1].  */
int
main (int argc, char **argv)
{
  const char *step = argc > 1 ? argv[1] : "compute";
  if (strcmp (step, "compute") == 0)
    compute ();
  else if (strcmp (step, "escape") == 0)
    escape ();
  else if (strcmp (step, "fault") == 0)
    fault ();
  else
    {
      fprintf (stderr, "usage: ext-demo compute|escape|fault\n");
      return 2;
    }
  return 0;
}
