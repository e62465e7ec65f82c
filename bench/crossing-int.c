/* Null calls with register-saving variant SFI_SAVE_INT.  */
#define SFI_STUB_VARIANT SFI_SAVE_INT
#define LOOP crossing_int
#include "crossing-loop.h"
