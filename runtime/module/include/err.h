/* <err.h> for module code (newlib has none): BSD's error messages,
   implemented in runtime/module/posix.c.  */

#ifndef _SFI_ERR_H
#define _SFI_ERR_H

#include <stdarg.h>

#ifdef __cplusplus
extern "C" {
#endif

void err (int status, const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 2, 3)));
void errx (int status, const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 2, 3)));
void warn (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
void warnx (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
void verr (int status, const char *fmt, va_list ap)
  __attribute__ ((noreturn));
void verrx (int status, const char *fmt, va_list ap)
  __attribute__ ((noreturn));
void vwarn (const char *fmt, va_list ap);
void vwarnx (const char *fmt, va_list ap);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_ERR_H */
