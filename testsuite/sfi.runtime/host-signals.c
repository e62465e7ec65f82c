/* Test that signals which are not the runtime's business keep the
   host's dispositions once a domain is loaded (the runtime's handlers
   pass them on): a SIGALRM the host did not handle still ends it (it
   does not recur by itself, so the runtime must raise it again), a
   handler the host installed before still runs, and an ignored one stays
   without effect.  Each case runs in a child process.  */
/* { dg-do run } */

#include <signal.h>
#include <unistd.h>
#include <sys/wait.h>
#include "host.h"

static volatile sig_atomic_t handled;

static void
on_alarm (int sig)
{
  (void) sig;
  handled = 1;
}

/* Run CASE in a child that loads MODULE first; return its wait status.  */
static int
child (const char *module, int which)
{
  pid_t pid = fork ();
  if (pid < 0)
    fail ("fork");
  if (pid == 0)
    {
      if (which == 1)
	signal (SIGALRM, on_alarm);
      else if (which == 2)
	signal (SIGALRM, SIG_IGN);
      struct sfi_domain *d = load (module, 0);
      if (!d || call1 (d, "ext_square", 3) != 10)
	_exit (3);
      raise (SIGALRM);
      if (which == 1 && !handled)
	_exit (4);
      _exit (0);
    }
  int st;
  if (waitpid (pid, &st, 0) != pid)
    fail ("waitpid");
  return st;
}

int
main (int argc, char **argv)
{
  (void) argc;
  int st = child (argv[1], 0);
  if (!WIFSIGNALED (st) || WTERMSIG (st) != SIGALRM)
    fail ("a SIGALRM with the default action did not end the host"
	  " (status %#x)", st);
  st = child (argv[1], 1);
  if (!WIFEXITED (st) || WEXITSTATUS (st) != 0)
    fail ("the host's own SIGALRM handler did not run (status %#x)", st);
  st = child (argv[1], 2);
  if (!WIFEXITED (st) || WEXITSTATUS (st) != 0)
    fail ("an ignored SIGALRM ended the host (status %#x)", st);
  pass ("the host's signal dispositions survive the runtime's handlers");
}
