/* Test that asm operands holding the address of small data compile
   (GCC torture tests pr51933, pr78726, pr93945): with -msmall-data,
   which the plugin forces, a splitter rewrote them into LO_SUMs that
   match no constraint ("unrecognizable insn").  */
/* { dg-do compile } */

static signed char v1;
static unsigned char v2[256], v3[256];
unsigned char b = 36, c = 173;

void __attribute__ ((noinline))
foo (void)
{
  __asm__ volatile ("" : : "g" (&v1), "g" (&v2[0]), "g" (&v3[0]) : "memory");
  __asm__ volatile ("" : : "g" (&b), "g" (&c) : "memory");
  __asm__ volatile ("" : : "g" (&b + 1), "r" (&c) : "memory");
}
