/* Test that -fsfi=none code keeps GCC's default scheduling before
   register allocation (sched1-off.c): no register is reserved there.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=none -fdump-rtl-sched1" } */
/* { dg-skip-if "no scheduling at -O0" { *-*-* } { "-O0" } { "" } } */

#include "sched1-off.c"

/* { dg-final { rtl-dump-exists sched1 1 } } */
