/* Test that one-instruction guards work in domains of other segment
   sizes: the loader gives every "ins" the width of the domain's segment,
   so stores to the heap, the stack and globals, and returns, land where
   an unsandboxed build puts them.  run.exp runs this test at every
   optimization level; sfi-run gets a 4 MiB segment here and sfi.run/
   segment-sizes-big.c repeats it with 64 MiB.  */
/* { dg-do run } */
/* { dg-sfi-run-options "--segment-size=4M" } */

#include "segment-sizes.h"
