/* <sys/ioctl.h> for module code (newlib has none).  A domain has no
   devices: ioctl fails with ENOSYS.  */

#ifndef _SFI_SYS_IOCTL_H
#define _SFI_SYS_IOCTL_H

#define TIOCGWINSZ 0x5413

struct winsize
{
  unsigned short ws_row, ws_col, ws_xpixel, ws_ypixel;
};

#ifdef __cplusplus
extern "C" {
#endif

int ioctl (int fd, unsigned long request, ...);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_SYS_IOCTL_H */
