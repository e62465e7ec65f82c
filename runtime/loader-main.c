/* sfi-loader: run one module in one fault domain.

   Usage: sfi-loader [OPTION]... MODULE ARGS... (usage () lists the
   options).

   This is the target-side program that sfi-run starts under qemu-user.
   It creates a domain, loads MODULE into it, runs it with MODULE ARGS...
   as argv, and exits with the module's status.  A module that cannot be
   loaded gives "sfi: MODULE: REASON" and status 126; a module fault gives
   the "sfi: fault" line of fault.c and status 128 + signal.  */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Print usage to stderr and exit with STATUS.  */
static void
usage (int status)
{
  fprintf (stderr,
	   "Usage: sfi-loader [OPTION]... MODULE [ARG]...\n"
	   "Run the SFI module MODULE in a fault domain.\n\n"
	   "  --test-canary         fill canary areas outside the domain and"
	   " check them\n"
	   "                        after the run (containment tests)\n"
	   "  --time-limit=SECONDS  end the module after SECONDS\n"
	   "  --segment-size=N      size of the code and data segments (a power\n"
	   "                        of two, at least the architecture's\n"
	   "                        minimum; suffix K or M)\n"
	   "  --dir=PATH[:rw]       let the module open the files under directory\n"
	   "                        PATH, read-only unless :rw (repeatable;\n"
	   "                        relative paths start at the first one)\n"
	   "  --env=NAME=VALUE      put NAME in the module's environment, which\n"
	   "                        is otherwise empty (repeatable)\n"
	   "  --stats               print the number of calls out of the domain,\n"
	   "                        of faults and of refused requests at the end\n"
	   "  --require=MODE        refuse a module built for a weaker policy\n"
	   "                        than MODE (sandbox, the default, match\n"
	   "                        or protect)\n"
	   "  --no-verify           UNSAFE: run code without verifying it, to\n"
	   "                        measure -fsfi=none and -fsfi=regs baselines\n"
	   "  --help                print this help\n");
  exit (status);
}

/* The command line's options.  */
struct loader_options
{
  unsigned time_limit;		/* --time-limit, 0 for none.  */
  unsigned long seg_size;	/* --segment-size, 0 for the default.  */
  int canary, stats, unverified;
  int require_mode;		/* --require (enum sfi_mode).  */
  char **dirs;			/* --dir values, applied once the domain
				   exists.  */
  int ndirs;
  char **env;			/* --env values, NULL-terminated.  */
  int nenv;
};

/* Parse the value of --segment-size=ARG; exit with usage on an error.  */
static unsigned long
parse_seg_size (const char *arg)
{
  char *end;
  unsigned long size = strtoul (arg, &end, 0), limit = 0x40000000ul;
  /* Refuse a value the unit would shift past the limit (it would wrap)
     rather than shift it.  */
  if (*end == 'K' || *end == 'k')
    size = size > limit >> 10 ? limit + 1 : size << 10, end++;
  else if (*end == 'M' || *end == 'm')
    size = size > limit >> 20 ? limit + 1 : size << 20, end++;
  if (*end || arg[0] == 0 || arg[0] == '-' || size > limit)
    {
      fprintf (stderr, "sfi-loader: bad segment size '%s'\n", arg);
      usage (2);
    }
  return size;
}

/* Parse the options of ARGV into *OPTS; return the index of MODULE.  */
static int
parse_options (int argc, char **argv, struct loader_options *opts)
{
  int i;
  for (i = 1; i < argc && argv[i][0] == '-'; i++)
    {
      if (strcmp (argv[i], "--") == 0)
	{
	  i++;
	  break;
	}
      else if (strcmp (argv[i], "--test-canary") == 0)
	opts->canary = 1;
      else if (strcmp (argv[i], "--stats") == 0)
	opts->stats = 1;
      else if (strcmp (argv[i], "--no-verify") == 0)
	opts->unverified = 1;
      else if (strncmp (argv[i], "--time-limit=", 13) == 0)
	{
	  char *end;
	  const char *arg = argv[i] + 13;
	  unsigned long t = strtoul (arg, &end, 10);
	  /* At most a year, and no sign: strtoul would negate it.  */
	  if (*end || *arg < '0' || *arg > '9' || t > 366ul * 24 * 3600)
	    {
	      fprintf (stderr, "sfi-loader: bad time limit '%s' (seconds)\n",
		       arg);
	      usage (2);
	    }
	  opts->time_limit = t;
	}
      else if (strncmp (argv[i], "--segment-size=", 15) == 0)
	opts->seg_size = parse_seg_size (argv[i] + 15);
      else if (strncmp (argv[i], "--require=", 10) == 0)
	{
	  for (opts->require_mode = SFI_MODE_PROTECT;
	       opts->require_mode >= 0; opts->require_mode--)
	    if (strcmp (argv[i] + 10, sfi_mode_name (opts->require_mode)) == 0)
	      break;
	  if (opts->require_mode < 0)
	    {
	      fprintf (stderr, "sfi-loader: unknown mode '%s' (sandbox,"
		       " match or protect)\n", argv[i] + 10);
	      usage (2);
	    }
	}
      else if (strncmp (argv[i], "--dir=", 6) == 0 && argv[i][6])
	opts->dirs[opts->ndirs++] = argv[i] + 6;
      else if (strncmp (argv[i], "--env=", 6) == 0)
	{
	  const char *eq = strchr (argv[i] + 6, '=');
	  if (eq == NULL || eq == argv[i] + 6)
	    {
	      fprintf (stderr, "sfi-loader: bad environment entry '%s'"
		       " (NAME=VALUE)\n", argv[i] + 6);
	      usage (2);
	    }
	  opts->env[opts->nenv++] = argv[i] + 6;
	}
      else if (strcmp (argv[i], "--help") == 0)
	usage (0);
      else
	{
	  fprintf (stderr, "sfi-loader: unknown option '%s'\n", argv[i]);
	  usage (2);
	}
    }
  if (i >= argc)
    usage (2);
  return i;
}

/* Grant D the directories of the --dir options; return 0, or -1 after
   a message.  PATH:rw is writable, PATH or PATH:ro read-only; anything
   else is part of the path.  */
static int
grant_dirs (struct sfi_domain *d, const struct loader_options *opts)
{
  for (int k = 0; k < opts->ndirs; k++)
    {
      /* A copy: a domain made again for a larger module gets the same
	 grants (main).  */
      char *dir = strdup (opts->dirs[k]);
      if (dir == NULL)
	return -1;
      size_t n = strlen (dir);
      int rw = n > 3 && strcmp (dir + n - 3, ":rw") == 0;
      if (rw || (n > 3 && strcmp (dir + n - 3, ":ro") == 0))
	dir[n - 3] = 0;
      int fail = sfi_domain_grant_dir (d, dir, rw) != 0;
      if (fail)
	fprintf (stderr, "sfi-loader: --dir=%s: %s\n", dir,
		 strerror (errno));
      free (dir);
      if (fail)
	return -1;
    }
  return 0;
}

/* Print D's counters (--stats).  */
static void
print_stats (struct sfi_domain *d)
{
  unsigned long calls, faults;
  sfi_domain_stats (d, &calls, &faults);
  fprintf (stderr, "sfi: stats: %lu host calls, %lu faults\n", calls,
	   faults);
  fprintf (stderr, "sfi: stats: %lu requests denied\n",
	   sfi_domain_denied (d));
}

/* Parse options, then create, load and run the domain.  */
int
main (int argc, char **argv)
{
  struct loader_options opts = { 0 };
  struct sfi_domain_config cfg;
  struct sfi_domain *d;
  int i, status;

  opts.dirs = calloc (argc, sizeof *opts.dirs);
  opts.env = calloc (argc, sizeof *opts.env);
  if (opts.dirs == NULL || opts.env == NULL)
    return SFI_STATUS_BAD_MODULE;
  i = parse_options (argc, argv, &opts);

  memset (&cfg, 0, sizeof cfg);
  cfg.name = argv[i];
  cfg.seg_size = opts.seg_size;
  cfg.unverified = opts.unverified;
  cfg.require_mode = opts.require_mode;
  d = sfi_domain_create (&cfg);
  if (d == NULL)
    return SFI_STATUS_BAD_MODULE;
  if (sfi_fault_init () != 0)
    {
      perror ("sfi: signal handlers");
      return SFI_STATUS_BAD_MODULE;
    }
  if (grant_dirs (d, &opts) != 0)
    return 2;
  /* Without --segment-size, a module too large for the default segments
     goes into a domain made again with segments it fits
     (sfi_fit_failf): a native program's data fits no preset size either.  */
  while (sfi_domain_load (d, argv[i]) != 0)
    {
      uintptr_t fit = d->img.fit_seg_size;
      if (opts.seg_size != 0 || fit <= d->cfg.seg_size)
	{
	  fprintf (stderr, "sfi: %s: %s\n", argv[i], sfi_domain_error (d));
	  return SFI_STATUS_BAD_MODULE;
	}
      sfi_domain_destroy (d);
      cfg.seg_size = fit;
      d = sfi_domain_create (&cfg);
      if (d == NULL)
	return SFI_STATUS_BAD_MODULE;
      if (grant_dirs (d, &opts) != 0)
	return 2;
    }
  free (opts.dirs);
  if (opts.canary && sfi_canary_setup (d) != 0)
    {
      fprintf (stderr, "sfi: cannot set up canaries\n");
      return SFI_STATUS_BAD_MODULE;
    }
  fflush (stdout);
  if (opts.time_limit)
    sfi_fault_set_time_limit (opts.time_limit);
  status = sfi_domain_run_env (d, argc - i, argv + i, opts.env);
  if (sfi_domain_error (d)[0])
    fprintf (stderr, "%s\n", sfi_domain_error (d));
  if (opts.stats)
    print_stats (d);
  sfi_fault_set_time_limit (0);
  sfi_domain_destroy (d);
  sfi_finish (status & 0xff);
}
