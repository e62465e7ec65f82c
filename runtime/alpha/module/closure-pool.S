/* The code of the pool of nested-function entries (runtime/module/
   closure.c says why and how it is used).  Entry K puts K's slot offset
   in $0 and branches to the common part, which loads the static chain
   (GCC's $1, or $25 in protect code, where $1 is a load register:
   plugin/alpha/target.cc) and the function, into $27 as the calling
   standard has it, from the slot and jumps to it.  At a function's entry
   $0 and $22 hold nothing, and the arguments, $26 and $sp stay as the
   caller set them.  */

#include "sandbox.h"
#include "closure.h"

#ifdef SFI_PROTECT
#define CHAIN	$25
#else
#define CHAIN	$1
#endif

	.set	noreorder
	.set	noat
	.set	nomacro
	.text
	.align	4
	.globl	__sfi_closure_code
	.hidden	__sfi_closure_code
	.ent	__sfi_closure_code
__sfi_closure_code:
	.frame	$30, 0, $26, 0
	.prologue 0
	.Lk = 0
	.rept	SFI_CLOSURES
	lda	$0, .Lk * SFI_CLOSURE_SLOT($31)
	br	$31, 1f
	.Lk = .Lk + 1
	.endr
1:	ldah	$22, __sfi_closure_slots($29)	!gprelhigh
	lda	$22, __sfi_closure_slots($22)	!gprellow
	addq	$22, $0, $22
	SANDBOX_DATA ($22)
	ldq	CHAIN, SFI_CLOSURE_CHAIN($4)
	ldq	$27, SFI_CLOSURE_FN($4)
	SANDBOX_CODE ($27)
	jmp	$31, ($8), 0
	.end	__sfi_closure_code

	.section .note.GNU-stack, "", @progbits
