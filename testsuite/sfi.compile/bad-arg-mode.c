/* Test that an invalid mode value is a fatal error naming the value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-mode=bogus" } */

int x;
/* { dg-error "bogus" "" { target *-*-* } 0 } */
/* GCC adds this when plugin_init fails.  */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
