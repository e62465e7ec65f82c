/* <dirent.h> for module code (newlib's says "not supported"): directory
   streams over host call FS (runtime/module/files.c), under the
   domain's grants.  */

#ifndef _SFI_SYS_DIRENT_H
#define _SFI_SYS_DIRENT_H

#include <sys/types.h>

#define MAXNAMLEN 255

struct dirent
{
  ino_t d_ino;
  unsigned char d_type;
  char d_name[MAXNAMLEN + 1];
};

/* d_type: Linux's numbers.  */
#define DT_UNKNOWN	0
#define DT_FIFO		1
#define DT_CHR		2
#define DT_DIR		4
#define DT_BLK		6
#define DT_REG		8
#define DT_LNK		10
#define DT_SOCK		12

typedef struct __sfi_dir DIR;

#ifdef __cplusplus
extern "C" {
#endif

DIR *opendir (const char *path);
struct dirent *readdir (DIR *dir);
int readdir_r (DIR *dir, struct dirent *entry, struct dirent **result);
void rewinddir (DIR *dir);
int closedir (DIR *dir);
int dirfd (DIR *dir);
int alphasort (const struct dirent **a, const struct dirent **b);
int scandir (const char *path, struct dirent ***list,
	     int (*select) (const struct dirent *),
	     int (*compare) (const struct dirent **, const struct dirent **));

#ifdef __cplusplus
}
#endif

#endif /* _SFI_SYS_DIRENT_H */
