/* Test hooks of the SFI runtime, for containment tests.

   A module includes this header (installed as <sfi/sfi-test.h>) and calls
   sfi_test_hook, which goes through the jump-table entry SFI_HOST_TEST.
   The hooks only answer when the loader runs with --test-canary; otherwise
   they return -ENOSYS (-38).  In canary mode the runtime fills several
   areas OUTSIDE the domain with the byte SFI_TEST_CANARY_BYTE (pages just
   beyond the guard zones, a static array and a malloc block of the
   loader) and checks them after the module exits or faults: a changed
   byte prints "sfi: canary corrupted at 0x..." and exits 99, otherwise the
   loader prints "sfi: canaries intact".  A module tries to reach the
   areas with wild stores; sandboxing must keep every store inside its own
   data segment.  */

#ifndef SFI_TEST_H
#define SFI_TEST_H

/* Operations: the first argument of sfi_test_hook.  */
#define SFI_TEST_COUNT		0	/* Number of canary areas.  */
#define SFI_TEST_ADDR		1	/* Address of canary area ARG.  */
#define SFI_TEST_HOST_FUNC	2	/* Address of a host function that
					   reports an escape if ever run.  */
#define SFI_TEST_SIZE		3	/* Size in bytes of canary area ARG.  */

/* The fill pattern of every canary area.  */
#define SFI_TEST_CANARY_BYTE	0xa5

/* Exit status of the loader when a canary changed (or the host function
   of SFI_TEST_HOST_FUNC ran).  */
#define SFI_TEST_CORRUPT_STATUS	99

#ifndef __ASSEMBLER__
/* Perform test operation OP with argument ARG; returns the answer, or a
   negative errno value.  Implemented in the module support library.  */
long sfi_test_hook (int op, int arg);
#endif

#endif /* SFI_TEST_H */
