/* insn-count: a qemu TCG plugin that counts dynamic guest instructions,
   in total and per page of guest code.

   Every translated block gets its own execution counter, incremented by
   an inline "add 1" each time the block runs.  At exit, each block's
   count is multiplied by the number of its instructions on each page it
   spans, and the products are summed per page.  The result is exact (a
   block that a fault leaves half-way is still counted whole) and
   repeatable: it depends neither on machine load nor on qemu's block
   chaining, nor on how often qemu retranslates a block (each
   translation has its own counter).

   Arguments (-plugin insn-count.so,ARG=VALUE,...  or QEMU_PLUGIN=...):
     out=FILE           write the totals to FILE instead of stderr; %p
                          in FILE stands for the process id (a program
                          that forks writes one file per process, each
                          with the counts the process inherited)
     pages=FILE         also write the per-page totals to FILE
     page_bits=N        pages of 2^N bytes (default 12, 4 KiB)
     skip_lo=ADDR       instructions whose virtual address is in
     skip_hi=ADDR         [skip_lo, skip_hi) are not counted in "insns"
     skip=LO-HI         the same, repeatable (up to 8 ranges in all)
     insns=FILE         also write per-instruction totals to FILE (a
                          profile: where the instructions are spent)

   Output of out=, one line:  insns N skipped M blocks B
   (N counted instructions, M instructions in skipped ranges, B blocks
   translated).  Output of pages=, one line per page that ran code, in
   increasing order:  0xPAGEADDR N  (N instructions executed on the page
   of PAGEADDR, skip ranges ignored).  Output of insns=, one line per
   instruction address that ran, in increasing order:  0xADDR N.  Built with the host compiler
   against qemu's include/qemu/qemu-plugin.h (qemu 7.2 API); no glib
   needed.  */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <qemu-plugin.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_SKIP 8
static uint64_t skip_lo[MAX_SKIP], skip_hi[MAX_SKIP];
static int n_skip;
static uint64_t blocks;
static char *out_file, *pages_file, *insns_file;
static unsigned page_bits = 12;

/* One translated block: its execution count and, for each page it has
   instructions on (qemu's blocks span at most two; a few more are
   allowed), the page and how many instructions, counted and skipped.  */
#define MAX_PAGES 4
struct block
{
  uint64_t count;
  struct block *next;
  uint64_t page[MAX_PAGES];
  uint32_t n[MAX_PAGES], n_skipped[MAX_PAGES];
  int n_pages;
  uint64_t *vaddr;		/* With insns=: every instruction's.  */
  size_t n_insns;
};
static struct block *all_blocks;

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
  size_t n = qemu_plugin_tb_n_insns (tb);
  struct block *b = calloc (1, sizeof *b);
  (void) id;
  if (b == NULL)
    {
      fprintf (stderr, "insn-count: out of memory\n");
      exit (1);
    }
  for (size_t i = 0; i < n; i++)
    {
      uint64_t va = qemu_plugin_insn_vaddr (qemu_plugin_tb_get_insn (tb, i));
      uint64_t pg = va >> page_bits;
      int j;
      for (j = 0; j < b->n_pages && b->page[j] != pg; j++)
	;
      if (j == b->n_pages)
	{
	  if (j == MAX_PAGES)
	    {
	      fprintf (stderr, "insn-count: a block spans more than %d pages\n",
		       MAX_PAGES);
	      exit (1);
	    }
	  b->page[j] = pg;
	  b->n_pages++;
	}
      if (in_skip (va))
	b->n_skipped[j]++;
      else
	b->n[j]++;
    }
  if (insns_file != NULL)
    {
      b->vaddr = malloc (n * sizeof *b->vaddr);
      if (b->vaddr == NULL)
	{
	  fprintf (stderr, "insn-count: out of memory\n");
	  exit (1);
	}
      for (size_t i = 0; i < n; i++)
	b->vaddr[i]
	  = qemu_plugin_insn_vaddr (qemu_plugin_tb_get_insn (tb, i));
      b->n_insns = n;
    }
  b->next = all_blocks;
  all_blocks = b;
  blocks++;
  qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					    &b->count, 1);
}

struct page_total
{
  uint64_t page, insns;
};

static int
cmp_page (const void *a, const void *b)
{
  uint64_t x = ((const struct page_total *) a)->page;
  uint64_t y = ((const struct page_total *) b)->page;
  return x < y ? -1 : x > y;
}

static FILE *
open_out (const char *name)
{
  FILE *f;
  char buf[4096];
  const char *pid = name ? strstr (name, "%p") : NULL;
  if (name == NULL)
    return stderr;
  if (pid != NULL)
    {
      snprintf (buf, sizeof buf, "%.*s%ld%s", (int) (pid - name), name,
		(long) getpid (), pid + 2);
      name = buf;
    }
  if ((f = fopen (name, "w")) == NULL)
    {
      perror (name);
      return stderr;
    }
  return f;
}

/* Write the per-instruction profile (insns=FILE).  */

static void
write_insns (void)
{
  size_t n = 0, k = 0;
  for (struct block *b = all_blocks; b != NULL; b = b->next)
    n += b->n_insns;
  struct page_total *t = calloc (n + 1, sizeof *t);
  if (t == NULL)
    {
      fprintf (stderr, "insn-count: out of memory\n");
      return;
    }
  for (struct block *b = all_blocks; b != NULL; b = b->next)
    for (size_t i = 0; i < b->n_insns; i++)
      {
	t[k].page = b->vaddr[i];
	t[k].insns = b->count;
	k++;
      }
  qsort (t, n, sizeof *t, cmp_page);
  FILE *f = open_out (insns_file);
  for (size_t i = 0; i < n;)
    {
      uint64_t sum = 0, va = t[i].page;
      for (; i < n && t[i].page == va; i++)
	sum += t[i].insns;
      if (sum != 0)
	fprintf (f, "0x%" PRIx64 " %" PRIu64 "\n", va, sum);
    }
  if (f != stderr)
    fclose (f);
  free (t);
}

static void
at_exit (qemu_plugin_id_t id, void *p)
{
  uint64_t counted = 0, skipped = 0;
  size_t n = 0, k = 0;
  struct page_total *t;
  FILE *f;
  (void) id, (void) p;
  for (struct block *b = all_blocks; b != NULL; b = b->next)
    n += b->n_pages;
  t = calloc (n + 1, sizeof *t);
  if (t == NULL)
    {
      fprintf (stderr, "insn-count: out of memory\n");
      return;
    }
  for (struct block *b = all_blocks; b != NULL; b = b->next)
    for (int j = 0; j < b->n_pages; j++)
      {
	counted += b->count * b->n[j];
	skipped += b->count * b->n_skipped[j];
	t[k].page = b->page[j];
	t[k].insns = b->count * (b->n[j] + b->n_skipped[j]);
	k++;
      }
  f = open_out (out_file);
  fprintf (f, "insns %" PRIu64 " skipped %" PRIu64 " blocks %" PRIu64 "\n",
	   counted, skipped, blocks);
  if (f != stderr)
    fclose (f);
  if (insns_file != NULL)
    write_insns ();
  if (pages_file == NULL)
    return;
  qsort (t, n, sizeof *t, cmp_page);
  f = open_out (pages_file);
  for (size_t i = 0; i < n;)
    {
      uint64_t sum = 0, pg = t[i].page;
      for (; i < n && t[i].page == pg; i++)
	sum += t[i].insns;
      if (sum != 0)
	fprintf (f, "0x%" PRIx64 " %" PRIu64 "\n", pg << page_bits, sum);
    }
  if (f != stderr)
    fclose (f);
  free (t);
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
  uint64_t lo = 0, hi = 0, bits;
  (void) info;
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      const char *eq = strchr (a, '=');
      const char *v = eq ? eq + 1 : "";
      size_t k = eq ? (size_t) (eq - a) : strlen (a);
      if (k == 3 && strncmp (a, "out", 3) == 0)
	out_file = strdup (v);
      else if (k == 5 && strncmp (a, "pages", 5) == 0)
	pages_file = strdup (v);
      else if (k == 5 && strncmp (a, "insns", 5) == 0)
	insns_file = strdup (v);
      else if (k == 9 && strncmp (a, "page_bits", 9) == 0
	       && parse_addr (v, &bits) && bits >= 8 && bits <= 30)
	page_bits = bits;
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
