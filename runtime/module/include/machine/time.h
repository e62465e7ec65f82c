/* <machine/time.h> for module code, in place of newlib's, which has
   nothing for MIPS or Alpha.  newlib's <time.h> (which includes this
   first) declares the POSIX clocks only where the system says it has
   them (_POSIX_TIMERS, _POSIX_MONOTONIC_CLOCK, _POSIX_CPUTIME), and its
   generic configuration does not; a module has these three clocks and
   the functions below (runtime/module/syscalls.c, posix.c), with
   newlib's numbers.  */

#ifndef _MACHTIME_H_
#define _MACHTIME_H_

#include <sys/types.h>
#include <sys/_timespec.h>

#define CLOCK_MONOTONIC			((clockid_t) 4)
#define CLOCK_PROCESS_CPUTIME_ID	((clockid_t) 2)

int clock_gettime (clockid_t, struct timespec *);
int clock_getres (clockid_t, struct timespec *);
int nanosleep (const struct timespec *, struct timespec *);

#endif /* _MACHTIME_H_ */
