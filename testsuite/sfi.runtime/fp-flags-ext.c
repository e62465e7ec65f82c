/* The module of fp-flags.c, built for the protect policy: ext_fpc
   returns the FP control register as its entry found it (MIPS FCSR in
   $2; Alpha FPCR as the bits of the double in $f0).
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>

#if defined __mips__
SFI_EXPORT unsigned long ext_fpc (void) __asm__ ("ext_fpc_decl");

unsigned long
ext_fpc (void)
{
  return 0;
}

__asm__ ("\t.text\n"
	 "\t.set push\n\t.set noreorder\n"
	 "\t.globl ext_fpc\n"
	 "\t.ent ext_fpc\n"
	 "ext_fpc:\n"
	 "\tcfc1 $2,$31\n"
	 "\tjr $31\n"
	 "\tnop\n"
	 "\t.end ext_fpc\n"
	 "\t.set pop\n");
#elif defined __alpha__
SFI_EXPORT double ext_fpc (void) __asm__ ("ext_fpc_decl");

double
ext_fpc (void)
{
  return 0;
}

__asm__ ("\t.text\n"
	 "\t.globl ext_fpc\n"
	 "\t.ent ext_fpc\n"
	 "ext_fpc:\n"
	 "\t.frame $30,0,$26,0\n"
	 "\t.prologue 0\n"
	 "\texcb\n"
	 "\tmf_fpcr $f0\n"
	 "\tret $31,($26),1\n"
	 "\t.end ext_fpc\n");
#else
#error "fp-flags-ext.c: unsupported architecture"
#endif
