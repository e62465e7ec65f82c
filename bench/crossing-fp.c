/* Null calls with register-saving variant SFI_SAVE_INT_FP.  */
#define SFI_STUB_VARIANT SFI_SAVE_INT_FP
#define LOOP crossing_fp
#include "crossing-loop.h"
