/* Test that thread-local variables compile as ordinary ones on Alpha
   too: sfi.compile/thread-local.c's code and checks.  */
/* { dg-do compile } */

#include "../sfi.compile/thread-local.c"

/* { dg-final { scan-assembler-not {\.t(?:data|bss)} } } */
/* { dg-final { scan-assembler-not {rdhwr|rduniq|tprel|dtprel|tlsgd|tlsldm} } } */
/* { dg-final { scan-assembler {\.(?:s?bss|local|comm|lcomm|section\t\.s?bss)} } } */
