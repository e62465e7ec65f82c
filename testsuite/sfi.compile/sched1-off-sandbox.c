/* Test that sandbox code is not scheduled before register allocation
   either (sched1-off.c).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=sandbox -fdump-rtl-sched1" } */
/* { dg-skip-if "no scheduling at -O0" { *-*-* } { "-O0" } { "" } } */

#include "sched1-off.c"

/* { dg-final { rtl-dump-exists sched1 0 } } */
