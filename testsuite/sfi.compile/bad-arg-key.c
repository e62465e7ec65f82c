/* Test that an unknown plugin key is a fatal error naming the key.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-bogus=1" } */

int x;
/* { dg-error "bogus" "" { target *-*-* } 0 } */
/* GCC adds this when plugin_init fails.  */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
