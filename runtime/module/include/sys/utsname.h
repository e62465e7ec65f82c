/* <sys/utsname.h> for module code (newlib has none).  uname reports a
   fixed identity: a module must not learn the host's.  */

#ifndef _SFI_SYS_UTSNAME_H
#define _SFI_SYS_UTSNAME_H

#define _SFI_UTSNAME_LENGTH 65

struct utsname
{
  char sysname[_SFI_UTSNAME_LENGTH];
  char nodename[_SFI_UTSNAME_LENGTH];
  char release[_SFI_UTSNAME_LENGTH];
  char version[_SFI_UTSNAME_LENGTH];
  char machine[_SFI_UTSNAME_LENGTH];
};

#ifdef __cplusplus
extern "C" {
#endif

int uname (struct utsname *name);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_SYS_UTSNAME_H */
