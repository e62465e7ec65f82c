/* sfi-run: run an SFI module on the host.

   Usage: sfi-run [LOADER-OPTION]... MODULE [ARG]...

   The module is a target ELF executable (MIPS, either byte order, or
   Alpha).  sfi-run reads its ELF header to choose the target, finds that
   target's loader in the installation (<prefix>/lib/sfi/<target>/
   sfi-loader, located relative to this program, or $SFI_LIBDIR), and
   replaces itself with "qemu-<arch> sfi-loader OPTIONS MODULE ARGS", so
   the exit status is the loader's.  Users never run qemu themselves.
   Environment: SFI_LIBDIR overrides the lib/sfi/<target> directory,
   SFI_QEMU the emulator.  Errors about the module exit with 127.  */

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef EM_ALPHA
#define EM_ALPHA 0x9026
#endif

/* A target the toolchain supports.  */
struct target
{
  unsigned machine;		/* e_machine.  */
  int data;			/* EI_DATA.  */
  const char *triplet;		/* lib/sfi/<triplet>.  */
  const char *qemu;		/* Emulator program.  */
  /* The target's C library, for a loader that is dynamically linked
     (QEMU_LD_PREFIX), or NULL.  */
  const char *ld_prefix;
};

static const struct target targets[] = {
  { EM_MIPS, ELFDATA2MSB, "mips-linux-gnu", "qemu-mips", NULL },
  { EM_MIPS, ELFDATA2LSB, "mipsel-linux-gnu", "qemu-mipsel", NULL },
  { EM_ALPHA, ELFDATA2LSB, "alpha-linux-gnu", "qemu-alpha",
    "/usr/alpha-linux-gnu" },
};

/* Print a message about MODULE and exit with 127.  */
static void
fail (const char *module, const char *reason)
{
  fprintf (stderr, "sfi-run: %s: %s\n", module, reason);
  exit (127);
}

/* Read e_machine from the ELF identification and header in BUF, whose
   byte order is DATA.  */
static unsigned
read_machine (const unsigned char *buf, int data)
{
  return data == ELFDATA2MSB ? (buf[18] << 8) | buf[19]
			     : buf[18] | (buf[19] << 8);
}

/* Return the target of the module in file PATH, or exit.  */
static const struct target *
identify (const char *path)
{
  unsigned char buf[EI_NIDENT + 4];
  /* Non-blocking: a FIFO without a writer must not hang the open, and
     only a regular file is a module.  */
  int fd = open (path, O_RDONLY | O_NONBLOCK);
  struct stat st;
  ssize_t n;
  unsigned machine;

  if (fd < 0)
    fail (path, strerror (errno));
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    fail (path, "not a regular file");
  n = read (fd, buf, sizeof buf);
  close (fd);
  if (n != (ssize_t) sizeof buf || memcmp (buf, ELFMAG, SELFMAG) != 0)
    fail (path, "not an ELF file");
  if (buf[EI_DATA] != ELFDATA2LSB && buf[EI_DATA] != ELFDATA2MSB)
    fail (path, "unknown ELF byte order");
  machine = read_machine (buf, buf[EI_DATA]);
  for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
    if (targets[i].machine == machine && targets[i].data == buf[EI_DATA])
      return &targets[i];
  fail (path, "unsupported machine (not an SFI target)");
  return NULL;
}

/* Store in BUF (of SIZE bytes) the loader of target T.  */
static void
find_loader (const struct target *t, char *buf, size_t size)
{
  const char *libdir = getenv ("SFI_LIBDIR");
  char self[PATH_MAX];
  ssize_t n;
  char *slash;

  if (libdir && *libdir)
    {
      snprintf (buf, size, "%s/sfi-loader", libdir);
      return;
    }
  /* <prefix>/bin/sfi-run -> <prefix>/lib/sfi/<target>/sfi-loader.  */
  n = readlink ("/proc/self/exe", self, sizeof self - 1);
  if (n < 0)
    {
      perror ("sfi-run: /proc/self/exe");
      exit (127);
    }
  self[n] = 0;
  slash = strrchr (self, '/');
  if (slash)
    *slash = 0;
  snprintf (buf, size, "%s/../lib/sfi/%s/sfi-loader", self, t->triplet);
}

/* Print usage and exit with STATUS.  */
static void
usage (int status)
{
  fprintf (status ? stderr : stdout,
	   "Usage: sfi-run [OPTION]... MODULE [ARG]...\n"
	   "Run the SFI module MODULE in a fault domain under qemu-user.\n\n"
	   "  --test-canary         check that the module cannot touch memory"
	   " outside\n"
	   "                        its domain (for containment tests)\n"
	   "  --time-limit=SECONDS  end the module after SECONDS\n"
	   "  --segment-size=N      segment size (power of two, >= 1M; K, M)\n"
	   "  --dir=PATH[:rw]       let the module open files under directory PATH,\n"
	   "                        read-only unless :rw (repeatable; relative\n"
	   "                        paths start at the first one)\n"
	   "  --env=NAME=VALUE      put NAME in the module's environment, which\n"
	   "                        is otherwise empty (repeatable)\n"
	   "  --stats               print the number of calls out of the domain,"
	   " of faults\n"
	   "                        and of refused requests\n"
	   "  --require=MODE        refuse a module built for a weaker policy\n"
	   "                        than MODE (sandbox, the default, match or\n"
	   "                        protect)\n"
	   "  --no-verify           UNSAFE: run code without verifying it, to\n"
	   "                        measure -fsfi=none and -fsfi=regs baselines\n"
	   "  --help                print this help\n\n"
	   "Environment: SFI_LIBDIR (loader directory), SFI_QEMU"
	   " (emulator).\n");
  exit (status);
}

/* Identify the module, then exec the emulator with the loader.  */
int
main (int argc, char **argv)
{
  const struct target *t;
  char loader[PATH_MAX + 64];
  const char *qemu;
  char **args;
  int i, k = 0;

  for (i = 1; i < argc && argv[i][0] == '-'; i++)
    {
      if (strcmp (argv[i], "--help") == 0)
	usage (0);
      if (strcmp (argv[i], "--") == 0)
	break;
      if (strcmp (argv[i], "--test-canary") != 0
	  && strncmp (argv[i], "--time-limit=", 13) != 0
	  && strncmp (argv[i], "--segment-size=", 15) != 0
	  && strncmp (argv[i], "--dir=", 6) != 0
	  && strncmp (argv[i], "--env=", 6) != 0
	  && strncmp (argv[i], "--require=", 10) != 0
	  && strcmp (argv[i], "--stats") != 0
	  && strcmp (argv[i], "--no-verify") != 0)
	{
	  fprintf (stderr, "sfi-run: unknown option '%s'\n", argv[i]);
	  usage (2);
	}
    }
  if (i < argc && strcmp (argv[i], "--") == 0)
    i++;
  if (i >= argc)
    usage (2);

  t = identify (argv[i]);
  find_loader (t, loader, sizeof loader);
  if (access (loader, R_OK) != 0)
    {
      fprintf (stderr, "sfi-run: no loader for %s: %s: %s\n", t->triplet,
	       loader, strerror (errno));
      exit (127);
    }
  qemu = getenv ("SFI_QEMU");
  if (qemu == NULL || *qemu == 0)
    qemu = t->qemu;

  /* qemu LOADER OPTIONS... -- MODULE ARGS... NULL  */
  args = malloc ((argc + 4) * sizeof *args);
  if (args == NULL)
    exit (127);
  args[k++] = (char *) qemu;
  args[k++] = loader;
  for (int j = 1; j < i; j++)
    if (strcmp (argv[j], "--") != 0)
      args[k++] = argv[j];
  args[k++] = (char *) "--";
  for (int j = i; j < argc; j++)
    args[k++] = argv[j];
  args[k] = NULL;
  /* Under qemu-alpha 7.2 static glibc programs crash, so that loader is
     dynamically linked and needs the target's libraries.  */
  if (t->ld_prefix && !getenv ("QEMU_LD_PREFIX"))
    setenv ("QEMU_LD_PREFIX", t->ld_prefix, 1);
  execvp (qemu, args);
  fprintf (stderr, "sfi-run: cannot run %s: %s\n", qemu, strerror (errno));
  return 127;
}
