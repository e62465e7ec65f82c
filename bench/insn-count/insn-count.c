/* insn-count: a qemu TCG plugin that counts dynamic guest instructions.

   Every translated block gets one inline "add N" to a counter, N being
   its number of guest instructions, so the count is exact (a block that
   a fault leaves half-way is still counted whole) and repeatable: it
   depends neither on machine load nor on qemu's block chaining.

   Arguments (-plugin insn-count.so,ARG=VALUE,...  or QEMU_PLUGIN=...):
     out=FILE           write the result to FILE instead of stderr
     skip_lo=ADDR       blocks whose first instruction's virtual address
     skip_hi=ADDR         is in [skip_lo, skip_hi) are not counted
     skip=LO-HI         the same, repeatable (up to 8 ranges in all)

   Output, one line:  insns N skipped M blocks B
   (N counted instructions, M instructions in skipped blocks, B blocks
   translated).  Built with the host compiler against qemu's
   include/qemu/qemu-plugin.h (qemu 7.2 API); no glib needed.  */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qemu-plugin.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_SKIP 8
static uint64_t skip_lo[MAX_SKIP], skip_hi[MAX_SKIP];
static int n_skip;
static uint64_t counted, skipped, blocks;
static char *out_file;

static int
in_skip (uint64_t va)
{
  for (int i = 0; i < n_skip; i++)
    if (va >= skip_lo[i] && va < skip_hi[i])
      return 1;
  return 0;
}

static void
tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  uint64_t n = qemu_plugin_tb_n_insns (tb);
  uint64_t *ctr = in_skip (qemu_plugin_tb_vaddr (tb)) ? &skipped : &counted;
  (void) id;
  blocks++;
  qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					    ctr, n);
}

static void
at_exit (qemu_plugin_id_t id, void *p)
{
  FILE *f = stderr;
  (void) id, (void) p;
  if (out_file != NULL && (f = fopen (out_file, "w")) == NULL)
    {
      perror (out_file);
      f = stderr;
    }
  fprintf (f, "insns %" PRIu64 " skipped %" PRIu64 " blocks %" PRIu64 "\n",
	   counted, skipped, blocks);
  if (f != stderr)
    fclose (f);
}

static int
parse_addr (const char *s, uint64_t *v)
{
  char *end;
  *v = strtoull (s, &end, 0);
  return end != s && (*end == 0 || *end == '-');
}

QEMU_PLUGIN_EXPORT int
qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info,
		     int argc, char **argv)
{
  int lo_set = 0, hi_set = 0;
  uint64_t lo = 0, hi = 0;
  (void) info;
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      const char *eq = strchr (a, '=');
      const char *v = eq ? eq + 1 : "";
      size_t k = eq ? (size_t) (eq - a) : strlen (a);
      if (k == 3 && strncmp (a, "out", 3) == 0)
	out_file = strdup (v);
      else if (k == 7 && strncmp (a, "skip_lo", 7) == 0 && parse_addr (v, &lo))
	lo_set = 1;
      else if (k == 7 && strncmp (a, "skip_hi", 7) == 0 && parse_addr (v, &hi))
	hi_set = 1;
      else if (k == 4 && strncmp (a, "skip", 4) == 0 && n_skip < MAX_SKIP
	       && parse_addr (v, &skip_lo[n_skip]) && strchr (v, '-')
	       && parse_addr (strchr (v, '-') + 1, &skip_hi[n_skip]))
	n_skip++;
      else
	{
	  fprintf (stderr, "insn-count: bad argument '%s'\n", a);
	  return -1;
	}
    }
  if (lo_set != hi_set)
    {
      fprintf (stderr, "insn-count: skip_lo and skip_hi go together\n");
      return -1;
    }
  if (lo_set)
    {
      if (n_skip == MAX_SKIP)
	{
	  fprintf (stderr, "insn-count: too many skip ranges\n");
	  return -1;
	}
      skip_lo[n_skip] = lo;
      skip_hi[n_skip] = hi;
      n_skip++;
    }
  qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
  qemu_plugin_register_atexit_cb (id, at_exit, NULL);
  return 0;
}
