/* Test that stack probes with the and/or guards are refused when
   compiling, with the reason: GCC's probe loop takes $12, the mask
   register of that scheme, which the plugin would otherwise report as
   a stray write of a reserved register.  */
/* { dg-do compile } */
/* { dg-options "-fstack-clash-protection -fplugin-arg-sfi-no-ins-guard" } */

int
f (int n) /* { dg-message "stack probes .*need the one-instruction guards on MIPS" } */
{
  volatile char a[100000];
  a[0] = n;
  return a[5];
}
