/* The code of the pool of nested-function entries (runtime/module/
   closure.c says why and how it is used).  Entry K puts K's slot offset
   in $2 and branches to the common part, which loads the static chain
   into $25 (the plugin's static chain register, plugin/mips/target.cc)
   and the function from the slot and jumps to it.  At a function's entry
   $2 holds nothing (it is the result register), and the arguments, $ra
   and $sp stay as the caller set them.  */

#include "sandbox.h"
#include "closure.h"

	.set	noreorder
	.set	nomacro
	.set	noat
	.text
	.align	3
	.globl	__sfi_closure_code
	.hidden	__sfi_closure_code
	.ent	__sfi_closure_code
	.type	__sfi_closure_code, @function
__sfi_closure_code:
	.Lk = 0
	.rept	SFI_CLOSURES
	b	1f
	addiu	$2, $0, .Lk * SFI_CLOSURE_SLOT
	.Lk = .Lk + 1
	.endr
1:	lui	$3, %hi(__sfi_closure_slots)
	addiu	$3, $3, %lo(__sfi_closure_slots)
	addu	$3, $3, $2
	SANDBOX_DATA ($3)
	lw	$25, SFI_CLOSURE_CHAIN($24)
	lw	$3, SFI_CLOSURE_FN($24)
	SANDBOX_CODE ($3)
	jr	$15
	nop
	.end	__sfi_closure_code
	.size	__sfi_closure_code, .-__sfi_closure_code

	.section .note.GNU-stack, "", @progbits
