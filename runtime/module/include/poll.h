/* <poll.h> for module code (newlib has none).  A domain cannot wait on
   descriptors: poll fails with ENOSYS.  */

#ifndef _SFI_POLL_H
#define _SFI_POLL_H

#define POLLIN		0x001
#define POLLPRI		0x002
#define POLLOUT		0x004
#define POLLERR		0x008
#define POLLHUP		0x010
#define POLLNVAL	0x020

typedef unsigned long nfds_t;

struct pollfd
{
  int fd;
  short events;
  short revents;
};

#ifdef __cplusplus
extern "C" {
#endif

int poll (struct pollfd *fds, nfds_t nfds, int timeout);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_POLL_H */
