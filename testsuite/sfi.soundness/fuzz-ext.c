/* The module the soundness harness (fuzz.c) loads into each of its
   fault domains.  The harness replaces all of its code after the load
   (with its own dispatcher at sfi_fuzz_enter and the generated
   sequences), so what matters here is only
   - the symbol sfi_fuzz_enter, the function the harness calls;
   - that the runtime's scan of the loaded code finds writes of every
     preserved register, so that entry trampolines save all of them:
     the sequences may write any register.  */

void
sfi_fuzz_enter (long *regs, void (*target) (long *))
{
  target (regs);
}

void
sfi_fuzz_clobber (void)
{
#if defined __mips__
  __asm__ volatile ("" ::: "$16", "$17", "$18", "$19", "$20", "$21", "$22",
		    "$23", "$30", "$f20", "$f21", "$f22", "$f23", "$f24",
		    "$f25", "$f26", "$f27", "$f28", "$f29", "$f30", "$f31");
#elif defined __alpha__
  __asm__ volatile ("" ::: "$9", "$10", "$11", "$12", "$13", "$14", "$15",
		    "$f2", "$f3", "$f4", "$f5", "$f6", "$f7", "$f8", "$f9");
#endif
}
