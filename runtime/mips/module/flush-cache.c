/* _flush_cache, which GCC's __builtin___clear_cache calls on MIPS (as
   glibc's cacheflush): a domain never executes what it writes (its data
   segment is not executable, and only verified code runs), so there is
   nothing to make coherent.  Programs that call it (JIT-style code
   generators, portable self-modifying-code guards) then link and run up
   to the point of jumping into their data, which faults.  */

int
_flush_cache (char *addr, int nbytes, int cache)
{
  (void) addr;
  (void) nbytes;
  (void) cache;
  return 0;
}
