/* The system-call policy's state and checks, shared by the host calls
   of policy.c (OPEN, CLOSE, LSEEK, UNLINK) and fs-calls.c (FS).  Private
   to those two files.  */

#ifndef SFI_POLICY_H
#define SFI_POLICY_H

#include <dirent.h>
#include "sfi-priv.h"

/* Open files per domain: the module's descriptors 3 .. 3 + FILES_MAX - 1.
   Enough for any small program, and a bound on the host descriptors one
   module can hold.  */
#define FILES_MAX 64
#define FD_FIRST 3

/* A granted directory.  */
struct grant
{
  char *dir;			/* Canonical absolute path.  */
  size_t len;
  int writable;
};

/* A file or directory the module opened.  */
struct open_file
{
  int host_fd;			/* -1 if the slot is free.  */
  int readable, writable;
  int append;
  DIR *dir;			/* A directory (SFI_FS_OPENDIR): its
				   stream, which owns HOST_FD.  */
};

struct sfi_policy
{
  struct grant *grants;
  size_t ngrants;
  char *cwd;			/* SFI_FS_CHDIR's directory, canonical;
				   NULL: the first grant.  */
  struct open_file files[FILES_MAX];
  int std_closed;		/* Bit N: the module closed its fd N < 3.  */
};

struct sfi_policy *sfi_policy_get (struct sfi_domain *);
intptr_t sfi_policy_deny (struct sfi_domain *, const char *call,
			  const char *path);
int sfi_policy_access (const struct sfi_policy *, const char *canon);
int sfi_policy_copy_path (struct sfi_domain *, uintptr_t addr, char *buf,
			  size_t size);
int sfi_policy_resolve (struct sfi_domain *, const char *call,
			const char *path, const char *full, int entry,
			char **canon);
int sfi_policy_absolute (const struct sfi_policy *, const char *path,
			 char *full, size_t size);
int sfi_policy_pseudo_fs (int fd);
int sfi_policy_walk (const struct sfi_policy *, const char *canon,
		     const char **last);
struct open_file *sfi_policy_file (struct sfi_domain *, uint32_t fd);
int sfi_policy_free_slot (struct sfi_policy *);
void sfi_policy_take_slot (struct sfi_policy *, int slot, int host_fd);
int sfi_policy_release (struct open_file *);



#endif /* SFI_POLICY_H */
