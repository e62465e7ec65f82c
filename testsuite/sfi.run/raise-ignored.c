/* Test that raising a signal whose default action is to be ignored, with
   no handler installed, does nothing, as natively (the module's kill
   ended the program for every signal), and that one with a handler
   reaches it.  */
/* { dg-do run } */

#include <signal.h>
#include <stdio.h>

static volatile int caught;

static void
handler (int sig)
{
  caught += sig == SIGUSR1;
}

int
main (void)
{
  raise (SIGCHLD);
  raise (SIGURG);
  raise (SIGWINCH);
  raise (SIGCONT);
  signal (SIGUSR1, handler);
  raise (SIGUSR1);
  printf ("still running, caught %d\n", caught);
  return 0;
}
