/* Test that an explicit -fschedule-insns keeps sched1 in MIPS code with
   reserved registers (the twin of sched1-off.c), and that the plugin
   leaves it alone where no register is reserved (-fsfi=none).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fschedule-insns -fdump-rtl-sched1" } */
/* { dg-skip-if "no scheduling at -O0" { *-*-* } { "-O0" } { "" } } */

#include "sched1-off.c"

/* { dg-final { rtl-dump-exists sched1 1 } } */
