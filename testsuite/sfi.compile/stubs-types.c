/* Test the generated stub of an exported function: prototype with the
   domain first, the pointer check, and the o32 registers of a double,
   an integer and a 64-bit result.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-stubs=stubs-types.stubs.h" } */
/* { dg-final { scan-file stubs-types.stubs.h "long long int\\n?ext_mix \\(struct sfi_domain \\*sfi_d, double a, const int \\* p\\)" } } */
/* { dg-final { scan-file stubs-types.stubs.h "register double sfi_a0 __asm__ \\(\"\\\$f12\"\\)" } } */
/* { dg-final { scan-file stubs-types.stubs.h "register uint32_t sfi_a1 __asm__ \\(\"\\\$6\"\\)" } } */
/* { dg-final { scan-file stubs-types.stubs.h "sfi_stub_in_domain \\(sfi_d, p, sizeof \\*p\\)" } } */
/* { dg-final { scan-file stubs-types.stubs.h "register uint32_t sfi_r1 __asm__ \\(\"\\\$3\"\\)" } } */

__attribute__ ((sfi_export)) long long
ext_mix (double a, const int *p)
{
  return (long long) (a * *p);
}
