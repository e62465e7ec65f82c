/* Members of a static library ("ar" archive), for sfi-verify.

   A library of module code (libc.a of newlib built with the plugin, say)
   is checked member by member like separate object files.  The archive
   is untrusted input: every header and offset is checked.  */

#ifndef SFI_ARCHIVE_H
#define SFI_ARCHIVE_H

#include <stddef.h>
#include <stdint.h>

/* Nonzero if the SIZE bytes at DATA start like an archive.  */
int sfi_is_archive (const uint8_t *data, size_t size);

/* Called for each member NAME (NUL-terminated) of SIZE bytes at DATA;
   a nonzero return stops the walk and is returned by sfi_archive_walk.  */
typedef int (*sfi_member_fn) (void *ctx, const char *name,
			      const uint8_t *data, size_t size);

/* Call FN for each object member of the archive at DATA (symbol and
   name tables skipped).  Return FN's nonzero result, 0 when all were
   seen, or -1 with *ERR set if the archive is malformed or thin.  */
int sfi_archive_walk (const uint8_t *data, size_t size, sfi_member_fn fn,
		      void *ctx, const char **err);

#endif /* SFI_ARCHIVE_H */
