/* The protocol between a guest program and the sfi-check qemu plugin
   (sfi-check.c).  Shared by the plugin (host) and the soundness
   harness (target); plain C macros only.

   The guest talks to the plugin with a system call qemu-user always
   executes and that ignores its arguments: getpid, with
   SFI_CHECK_MAGIC as its first argument, a command as the second and
   two values as the third and fourth.  The plugin sees every system
   call's number and arguments (qemu_plugin_register_vcpu_syscall_cb)
   before qemu runs it; the kernel's answer (the pid) is unchanged.  Four
   arguments because MIPS o32 passes only four in registers.

   The plugin answers on a file descriptor of the guest (qemu-user shares
   the process's descriptors with its plugins): the guest creates a
   pipe, sends HELLO with the pipe's write end, and the plugin writes one
   text line per event there: "sfi-check: hello VERSION" at once, a
   "sfi-check: violation ..." line for the first violation of each run,
   and "sfi-check: stats ..." on STATS.  The hello line of version 2
   ends with " loads=on" or " loads=off": whether loads are checked.  A
   guest that gets no hello is not running under the plugin.  */

#ifndef SFI_CHECK_H
#define SFI_CHECK_H

#define SFI_CHECK_MAGIC		0x5f1c0c4e
#define SFI_CHECK_VERSION	3

/* Commands (second argument) and their two values.  */
#define SFI_CHECK_HELLO		1	/* fd, version  */
#define SFI_CHECK_CODE		2	/* code segment lo, hi: a new domain  */
#define SFI_CHECK_JT		3	/* jump table lo, hi (of the last domain)  */
#define SFI_CHECK_JT_ENTRY	4	/* entry size, 0  */
#define SFI_CHECK_DATA		5	/* data segment lo, hi  */
#define SFI_CHECK_FORGET	6	/* code segment lo, 0: domain destroyed  */
#define SFI_CHECK_HANDLER	7	/* signal handler entry address, 0  */
#define SFI_CHECK_FAULT		8	/* signal, interrupted pc  */
#define SFI_CHECK_RUN		9	/* run number, 0: a run starts  */
#define SFI_CHECK_END		10	/* run number, 0: the run is over  */
#define SFI_CHECK_STATS		11	/* 0, 0: write the counters  */
#define SFI_CHECK_GUARD		12	/* guard zone size (of the last domain), 0  */
#define SFI_CHECK_STORE_FAULT	13	/* store's pc, faulting address  */
/* Version 2: loads (the protect policy).  */
#define SFI_CHECK_LOADS		14	/* 1 (or 0): check (or not) the loads
					   of domain code too, like stores;
					   before the first CODE (blocks
					   translated earlier keep their
					   callbacks)  */
#define SFI_CHECK_LOAD_FAULT	15	/* load's pc, faulting address  */
#define SFI_CHECK_HOLE		16	/* lo, hi (0: the top of the address
					   space): a place the runtime keeps
					   inaccessible for one-instruction
					   guards (alpha-abi.h)  */

#endif /* SFI_CHECK_H */
