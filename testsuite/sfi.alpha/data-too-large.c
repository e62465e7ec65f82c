/* Test that on Alpha, too, a module with more data than the largest
   segment holds is refused when it is linked.  */
/* { dg-do link } */

#include "../sfi.compile/data-too-large.c"

/* { dg-error "the module's data is larger than the largest data segment holds" "" { target *-*-* } 0 } */
/* { dg-error "ld returned 1 exit status" "" { target *-*-* } 0 } */
