/* Test that the POSIX headers newlib lacks exist for module code and that
   what a domain cannot do fails at run time with ENOSYS rather than at
   compile or link time: mmap returns MAP_FAILED, munmap, mprotect, poll
   and ioctl return -1; readv, writev and uname work.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0} {^mmap: ENOSYS$} {^mprotect: ENOSYS$} {^poll: ENOSYS$} {^ioctl: ENOSYS$} {^posix_madvise: ENOSYS$} {^writev: hello, world$} {^uname: sfi$} } */

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <unistd.h>

static void
report (const char *what, int failed)
{
  printf ("%s: %s\n", what,
	  failed && errno == ENOSYS ? "ENOSYS" : "unexpected");
}

int
main (void)
{
  void *p = mmap (NULL, 4096, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  report ("mmap", p == MAP_FAILED);
  static char buf[64];
  report ("mprotect", mprotect (buf, sizeof buf, PROT_READ) == -1);
  struct pollfd fds = { 0, POLLIN, 0 };
  report ("poll", poll (&fds, 1, 0) == -1);
  struct winsize ws;
  report ("ioctl", ioctl (1, TIOCGWINSZ, &ws) == -1);
  printf ("posix_madvise: %s\n",
	  posix_madvise (buf, sizeof buf, POSIX_MADV_NORMAL) == ENOSYS
	  ? "ENOSYS" : "unexpected");
  fflush (stdout);
  struct iovec iov[3] = { { "writev: ", 8 }, { "hello, ", 7 },
			  { "world\n", 6 } };
  if (writev (1, iov, 3) != 21)
    printf ("writev: short\n");
  struct utsname u;
  if (uname (&u) == 0)
    printf ("uname: %s\n", u.sysname);
  return 0;
}
