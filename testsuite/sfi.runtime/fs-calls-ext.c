/* The module of fs-calls.c: each function uses the C library's file
   system calls as any program would and returns 0 or what they gave,
   with errno as a negative number, so the host can check every answer
   against the file system it sees.  */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>

/* R, or -errno if it is negative.  */
static int
E (int r)
{
  return r < 0 ? -errno : r;
}

/* stat (HOW 0), lstat (1) or open and fstat (2) PATH; store its mode,
   size, inode, modification time, link count and the inode's size in
   OUT.  */
int
ext_stat (const char *path, int how, int64_t *out)
{
  struct stat st;
  int r;
  errno = 0;
  if (how == 2)
    {
      int fd = open (path, O_RDONLY);
      if (fd < 0)
	return -errno;
      r = fstat (fd, &st);
      close (fd);
    }
  else
    r = how ? lstat (path, &st) : stat (path, &st);
  if (r < 0)
    return -errno;
  out[0] = st.st_mode;
  out[1] = st.st_size;
  out[2] = st.st_ino;
  out[3] = st.st_mtime;
  out[4] = st.st_nlink;
  out[5] = sizeof st.st_ino;	/* newlib's is 16 bits on some targets.  */
  return 0;
}

int
ext_access (const char *path, int mode)
{
  return E (access (path, mode));
}

int
ext_rename (const char *from, const char *to)
{
  return E (rename (from, to));
}

/* mkdir PATH with MODE, after setting the umask to 027.  */
int
ext_mkdir (const char *path, int mode)
{
  umask (027);
  return E (mkdir (path, mode));
}

int
ext_rmdir (const char *path)
{
  return E (rmdir (path));
}

int
ext_chmod (const char *path, int mode)
{
  return E (chmod (path, mode));
}

/* chown (HOW 0), lchown (1) or fchown (2, of PATH opened) of PATH.  */
int
ext_chown (const char *path, int how, int owner)
{
  if (how == 2)
    {
      int fd = open (path, O_RDONLY);
      int r = fd < 0 ? -errno : E (fchown (fd, owner, owner));
      if (fd >= 0)
	close (fd);
      return r;
    }
  return E ((how ? lchown : chown) (path, owner, owner));
}

/* Set PATH's access and modification times to T (utime), then its
   modification time's microseconds to 5 (utimes).  */
int
ext_utime (const char *path, long t)
{
  struct utimbuf u = { t, t };
  struct timeval tv[2] = { { t, 0 }, { t, 5 } };
  if (utime (path, &u) != 0)
    return -errno;
  return E (utimes (path, tv));
}

/* chdir to PATH (unless null), then getcwd into BUF of SIZE bytes.  */
int
ext_cwd (const char *path, char *buf, int size)
{
  if (path && chdir (path) != 0)
    return -errno;
  return getcwd (buf, size) ? 0 : -errno;
}

/* realpath of PATH into BUF (PATH_MAX bytes), and again malloc'd: both
   must agree.  */
int
ext_realpath (const char *path, char *buf)
{
  char *own;
  if (!realpath (path, buf))
    return -errno;
  own = realpath (path, NULL);
  if (!own || strcmp (own, buf) != 0)
    return -1000;
  free (own);
  return 0;
}

int
ext_readlink (const char *path, char *buf, int size)
{
  return E ((int) readlink (path, buf, size));
}

/* The entries of directory PATH but "." and "..", sorted, as
   "NAME:TYPE," into BUF; their number.  readdir and scandir must agree,
   and rewinddir start over.  */
int
ext_list (const char *path, char *buf, int size)
{
  struct dirent **list, *e;
  DIR *dir;
  int n, m = 0, again = 0;
  if ((n = scandir (path, &list, NULL, alphasort)) < 0)
    return -errno;
  buf[0] = 0;
  for (int i = 0; i < n; i++)
    {
      if (strcmp (list[i]->d_name, ".") && strcmp (list[i]->d_name, ".."))
	{
	  snprintf (buf + strlen (buf), size - strlen (buf), "%s:%d,",
		    list[i]->d_name, list[i]->d_type);
	  m++;
	}
      free (list[i]);
    }
  free (list);
  if ((dir = opendir (path)) == NULL)
    return -errno;
  while (readdir (dir))
    again++;
  rewinddir (dir);
  while ((e = readdir (dir)))
    again--;
  if (again != 0 || dirfd (dir) < 3)
    m = -1000;
  closedir (dir);
  return m;
}

/* Open directory PATH and leave it open; its descriptor.  */
int
ext_opendir (const char *path)
{
  DIR *dir = opendir (path);
  return dir ? dirfd (dir) : -errno;
}

/* Write "abcdefgh" to new file PATH through a descriptor and its dup
   (which share the offset), dup2 one to descriptor 20, and check the
   flags fcntl gives; then truncate to 6 with ftruncate, pwrite "XY" at
   2 and pread 3 bytes at 1, leaving the offset at the end; then
   truncate to 5 by name.  Return 0 or the first failing step.  */
int
ext_descriptors (const char *path)
{
  char b[4] = { 0 };
  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644), fd2, fd3;
  if (fd < 0)
    return -1;
  if ((fd2 = dup (fd)) <= fd || write (fd, "abcd", 4) != 4
      || write (fd2, "efgh", 4) != 4)
    return -2;
  if ((fd3 = dup2 (fd2, 20)) != 20 || lseek (fd3, 0, SEEK_CUR) != 8)
    return -3;
  if (dup2 (fd, 1) != -1 || errno != EPERM)
    return -4;
  if ((fcntl (fd, F_GETFL) & O_ACCMODE) != O_WRONLY
      || fcntl (fd, F_GETFD) != FD_CLOEXEC || fcntl (fd, F_SETFD, 0) != 0
      || fcntl (99, F_GETFL) != -1
      || fcntl (fcntl (fd, F_DUPFD, 30), F_GETFL) < 0)
    return -5;
  close (fd);
  close (fd2);
  close (fd3);
  if ((fd = open (path, O_RDWR)) < 0 || ftruncate (fd, 6) != 0
      || lseek (fd, 0, SEEK_END) != 6)
    return -6;
  if (pwrite (fd, "XY", 2, 2) != 2 || pread (fd, b, 3, 1) != 3
      || strcmp (b, "bXY") != 0 || lseek (fd, 0, SEEK_CUR) != 6)
    return -7;
  if (fsync (fd) != 0 || fdatasync (fd) != 0 || close (fd) != 0)
    return -8;
  if (truncate (path, 5) != 0)
    return -9;
  return 0;
}

/* What a portable program asks of its environment.  */
static volatile int caught;

static void
on_signal (int sig)
{
  caught = sig;
}

int
ext_environment (void)
{
  struct sigaction sa, old;
  sigset_t set;
  char host[64];
  if (sysconf (_SC_PAGESIZE) != getpagesize () || getpagesize () < 4096
      || sysconf (_SC_OPEN_MAX) < 20 || sysconf (-5) != -1)
    return -1;
  if (getuid () != 0 || geteuid () != 0 || getgid () != 0
      || getegid () != 0)
    return -2;
  if (gethostname (host, sizeof host) != 0 || !host[0])
    return -3;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  if (sigaction (SIGUSR1, &sa, &old) != 0 || old.sa_handler != SIG_DFL
      || raise (SIGUSR1) != 0 || caught != SIGUSR1)
    return -4;
  caught = 0;
  if (sigaction (SIGUSR1, NULL, &old) != 0 || old.sa_handler != on_signal
      || raise (SIGUSR1) != 0 || caught != SIGUSR1)
    return -5;
  sigemptyset (&set);
  sigaddset (&set, SIGUSR2);
  if (sigprocmask (SIG_BLOCK, &set, NULL) != 0
      || sigprocmask (SIG_SETMASK, NULL, &set) != 0
      || !sigismember (&set, SIGUSR2))
    return -6;
  if (pipe ((int[2]) { 0 }) != -1 || errno != ENOSYS)
    return -7;
  return 0;
}

/* Host call FS with raw arguments: what the C library never passes.  */
extern intptr_t __sfi_jt_fs (int op, uintptr_t a, uintptr_t b, uintptr_t c);

long
ext_raw_fs (int op, uintptr_t a, uintptr_t b, uintptr_t c)
{
  return __sfi_jt_fs (op, a, b, c);
}
