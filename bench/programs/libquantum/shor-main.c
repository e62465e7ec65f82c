/* shor.c with a fixed random seed (it seeds with time (0), and its
   measurements draw random numbers), so that runs repeat exactly.  */
#include <time.h>
#define time(p) ((time_t) 1993)
#include "shor.c"
