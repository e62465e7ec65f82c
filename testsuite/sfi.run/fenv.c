/* Test <fenv.h> (runtime/module/fenv.c against the C library's): the
   flags that operations and feraiseexcept set, clearing and testing
   them, saving and restoring them, the rounding mode, and the
   environment functions.  No operation here traps on Alpha without
   -mieee (division by zero and overflow would), so only inexactness
   comes from arithmetic there.  */
/* { dg-do run } */
/* { dg-sfi-ref-libs "-lm" } */

#include <fenv.h>
#include <stdio.h>

static volatile double one = 1.0, three = 3.0, zero = 0.0;

static void
show (const char *what)
{
  printf ("%s:", what);
  printf (" inexact %d", fetestexcept (FE_INEXACT) != 0);
  printf (" underflow %d", fetestexcept (FE_UNDERFLOW) != 0);
  printf (" overflow %d", fetestexcept (FE_OVERFLOW) != 0);
  printf (" divbyzero %d", fetestexcept (FE_DIVBYZERO) != 0);
  printf (" invalid %d\n", fetestexcept (FE_INVALID) != 0);
}

int
main (void)
{
  fexcept_t saved;
  fenv_t env;
  volatile double r;

  printf ("flags distinct %d\n",
	  (FE_INEXACT & FE_UNDERFLOW) == 0 && (FE_OVERFLOW & FE_DIVBYZERO) == 0
	  && (FE_INVALID & FE_ALL_EXCEPT) == FE_INVALID);
  printf ("clear %d\n", feclearexcept (FE_ALL_EXCEPT));
  show ("cleared");
  r = one / three;
  show ("1/3");
  feclearexcept (FE_INEXACT);
  r = one + one;
  show ("1+1");
#ifdef __mips__
  r = zero / zero;
  show ("0/0");
  feclearexcept (FE_ALL_EXCEPT);
#endif
  printf ("raise %d\n", feraiseexcept (FE_OVERFLOW | FE_DIVBYZERO));
  show ("raised");
  printf ("getflag %d\n", fegetexceptflag (&saved, FE_ALL_EXCEPT));
  feclearexcept (FE_ALL_EXCEPT);
  show ("cleared again");
  printf ("setflag %d\n", fesetexceptflag (&saved, FE_DIVBYZERO));
  show ("divbyzero back");
  feclearexcept (FE_ALL_EXCEPT);

  printf ("round nearest %d\n", fegetround () == FE_TONEAREST);
  int modes[] = { FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO, FE_TONEAREST };
  for (int i = 0; i < 4; i++)
    printf ("setround %d: %d %d\n", i, fesetround (modes[i]),
	    fegetround () == modes[i]);
  printf ("bad round %d\n", fesetround (-1) != 0);
#ifdef __mips__
  fesetround (FE_UPWARD);
  double up = one / three;
  fesetround (FE_DOWNWARD);
  double down = one / three;
  fesetround (FE_TONEAREST);
  printf ("upward above downward %d\n", up > down);
#endif

  feraiseexcept (FE_INVALID);
  printf ("hold %d\n", feholdexcept (&env));
  show ("held");
  feraiseexcept (FE_UNDERFLOW);
  printf ("update %d\n", feupdateenv (&env));
  show ("updated");
  fesetround (FE_UPWARD);
  printf ("getenv %d\n", fegetenv (&env));
  printf ("dfl %d\n", fesetenv (FE_DFL_ENV));
  show ("default");
  printf ("default rounds to nearest %d\n", fegetround () == FE_TONEAREST);
  printf ("setenv %d\n", fesetenv (&env));
  printf ("upward again %d\n", fegetround () == FE_UPWARD);
  show ("restored");
  fesetround (FE_TONEAREST);
  (void) r;
  return 0;
}
