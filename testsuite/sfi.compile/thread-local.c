/* Test that thread-local variables compile as ordinary ones
   (sfi-variables.cc): no TLS section, no thread-pointer read (MIPS rdhwr,
   Alpha rduniq), no TLS relocation.  sfi.run/thread-local.c runs
   them.  */
/* { dg-do compile } */

extern __thread int declared;
__thread int declared = 3;
static __thread char buf[64];
_Thread_local long long big;

int *
addresses (int i)
{
  static __thread int n;
  buf[i] = (char) n++;
  big += declared;
  return &declared;
}

/* { dg-final { scan-assembler-not {\.t(?:data|bss)} } } */
/* { dg-final { scan-assembler-not {rdhwr|rduniq|tprel|dtprel|tlsgd|tlsldm} } } */
/* { dg-final { scan-assembler {\.(?:s?bss|local|comm|lcomm|section\t\.s?bss)} } } */
