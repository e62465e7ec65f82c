/* Null calls with register-saving variant SFI_SAVE_CALLER.  */
#define SFI_STUB_VARIANT SFI_SAVE_CALLER
#define LOOP crossing_caller
#include "crossing-loop.h"
