/* <sys/utime.h> (through <utime.h>) for module code: newlib's declares
   no utime.  Implemented in runtime/module/files.c.  */

#ifndef _SYS_UTIME_H
#define _SYS_UTIME_H

#include <sys/types.h>

struct utimbuf
{
  time_t actime;
  time_t modtime;
};

#ifdef __cplusplus
extern "C" {
#endif

int utime (const char *path, const struct utimbuf *times);

#ifdef __cplusplus
}
#endif

#endif /* _SYS_UTIME_H */
