/* What both sequence generators (gen-mips.c, gen-alpha.c) build a
   sequence in: its words with their branch targets and text, and the
   generator's state (which registers are stepped induction pointers);
   tags of the hard cases; appending words.  Each generator defines its
   relocation kinds (T_NONE first) before including this file.  */

#define TGT_ABS -1

struct item
{
  uint32_t w;
  int how;			/* T_NONE, or a relocation of the ISA's.  */
  int target;			/* Index of the target word, or TGT_ABS.  */
  uint64_t abs;
  char text[56];
};

struct gb
{
  struct fz_rng *r;
  const struct fz_env *e;
  unsigned n, max;
  struct item it[FZ_MAX_WORDS];
  int mids[32];			/* Words that are second halves of guards.  */
  unsigned n_mids;
  int slots[32];		/* Words in delay slots (MIPS).  */
  unsigned n_slots;
  unsigned wild;		/* Percent of near misses.  */
  int sp_adjusted;		/* An unchecked adjustment of $sp is pending.  */
  uint32_t induced;		/* Registers stepped since they were last
				   made valid (the data register, the load
				   registers), by number: a guard or the
				   epilogue makes them valid first.  */
  int touch_only;		/* Loads and stores that always touch
				   memory only (no prefetch, fetch hint,
				   indexed load or store-conditional).  */
  unsigned slot_reg;		/* MIPS: a load register whose step or
				   access (SLOT_WHAT, 0: none) fills the
				   next delay slot (gen_delay).  */
  int slot_what;
  int epi;			/* Index of the epilogue, or -1.  */
  char *tags;
};

/* Whether register R was stepped since it was last made valid.  */
static int
induced (const struct gb *g, unsigned r)
{
  return (g->induced >> r) & 1;
}

/* Add hard case T to the sequence's tags (once).  */
static void
tag (struct gb *g, const char *t)
{
  if (strstr (g->tags, t) == NULL
      && strlen (g->tags) + strlen (t) + 2 < sizeof ((struct fz_seq *) 0)->tags)
    {
      if (g->tags[0])
	strcat (g->tags, " ");
      strcat (g->tags, t);
    }
}

/* Nonzero if K more words fit.  */
static int
room (const struct gb *g, unsigned k)
{
  return g->n + k <= g->max;
}

/* Append word W, with its text.  */
static struct item *
emit (struct gb *g, uint32_t w, const char *fmt, ...)
{
  struct item *it = &g->it[g->n++];
  va_list ap;
  it->w = w;
  it->how = T_NONE;
  it->target = 0;
  it->abs = 0;
  va_start (ap, fmt);
  vsnprintf (it->text, sizeof it->text, fmt, ap);
  va_end (ap);
  return it;
}
