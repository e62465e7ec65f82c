/* Files of the module support library: fopen, fclose, fseek, ftell and
   rewind.  Reading and writing are stdio.c's, the same as for the
   standard streams.

   A file is a descriptor the runtime's policy handed out (host call
   OPEN), so fopen fails with errno EPERM outside the directories the
   host granted.  This file uses the host calls directly rather than
   open or close, so that a program with functions of those names still
   links.  */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include "sfi-libc.h"

/* The structure behind stream FP.  */
static struct sfi_file *
to_file (FILE *fp)
{
  return (struct sfi_file *) fp;
}

/* Open file PATH with fopen mode MODE ("r", "w", "a", each with "+",
   "b", "x" or "e" after it).  */
FILE *
fopen (const char *path, const char *mode)
{
  int flags, access, fd;
  struct sfi_file *f;

  switch (*mode)
    {
    case 'r': flags = O_RDONLY; access = SFI_FILE_R; break;
    case 'w': flags = O_WRONLY | O_CREAT | O_TRUNC; access = SFI_FILE_W; break;
    case 'a': flags = O_WRONLY | O_CREAT | O_APPEND; access = SFI_FILE_W; break;
    default:
      errno = EINVAL;
      return NULL;
    }
  for (const char *m = mode + 1; *m; m++)
    if (*m == '+')
      {
	flags = (flags & ~O_ACCMODE) | O_RDWR;
	access = SFI_FILE_R | SFI_FILE_W;
      }
    else if (*m == 'x')
      flags |= O_EXCL;
  f = malloc (sizeof *f);
  if (f == NULL)
    return NULL;
  fd = __sfi_syscall_ret (__sfi_jt_open (path, flags, 0666));
  if (fd < 0)
    {
      free (f);
      return NULL;
    }
  f->fd = fd;
  f->mode = SFI_FILE_FULL;
  f->error = f->eof = 0;
  f->unget = -1;
  f->len = f->pos = 0;
  f->access = access;
  f->reading = 0;
  f->next = __sfi_files;
  __sfi_files = f;
  return (FILE *) f;
}

/* Flush and close FP.  The standard streams are only flushed: the host
   owns them.  */
int
fclose (FILE *fp)
{
  struct sfi_file *f = to_file (fp), **link;
  int r = __sfi_file_flush (f);
  if (f->access & SFI_FILE_STATIC)
    return r ? EOF : 0;
  for (link = &__sfi_files; *link && *link != f; link = &(*link)->next)
    ;
  if (*link)
    *link = f->next;
  if (__sfi_syscall_ret (__sfi_jt_close (f->fd)) < 0)
    r = -1;
  free (f);
  return r ? EOF : 0;
}

/* Set FP's position to OFF from WHENCE.  */
int
fseek (FILE *fp, long off, int whence)
{
  struct sfi_file *f = to_file (fp);
  if (f->reading)
    {
      /* SEEK_CUR counts from where the program is, not from the end of
	 what the buffer holds.  */
      if (whence == SEEK_CUR)
	off -= (long) (f->len - f->pos) + (f->unget >= 0);
      f->len = f->pos = 0;
      f->unget = -1;
      f->reading = 0;
    }
  else if (__sfi_file_flush (f) != 0)
    return -1;
  if (__sfi_syscall_ret (__sfi_jt_lseek (f->fd, off, whence)) < 0)
    return -1;
  f->eof = 0;
  return 0;
}

/* FP's position: the descriptor's offset, less unread input or plus
   pending output.  */
long
ftell (FILE *fp)
{
  struct sfi_file *f = to_file (fp);
  long pos = __sfi_syscall_ret (__sfi_jt_lseek (f->fd, 0, SEEK_CUR));
  if (pos < 0)
    return -1;
  if (f->reading)
    return pos - (long) (f->len - f->pos) - (f->unget >= 0);
  return pos + f->len;
}

/* Back to the start of FP, clearing its error indicator.  */
void
rewind (FILE *fp)
{
  fseek (fp, 0, SEEK_SET);
  to_file (fp)->error = 0;
}
