/* The pool of entries for nested functions whose address escapes
   (closure.c, and <arch>/module/closure-pool.S for the code).  */
#ifndef SFI_MODULE_CLOSURE_H
#define SFI_MODULE_CLOSURE_H

/* Entries in the pool: that many such trampolines can be live at once.  */
#define SFI_CLOSURES		256

/* A slot of __sfi_closure_slots: the nested function, its static chain,
   and the trampoline it serves (whose frame must still exist), a word
   each, and a word of padding (a power of two, for the entries' code).  */
#define SFI_CLOSURE_WORD	__SIZEOF_POINTER__
#define SFI_CLOSURE_FN		0
#define SFI_CLOSURE_CHAIN	SFI_CLOSURE_WORD
#define SFI_CLOSURE_SLOT	(4 * SFI_CLOSURE_WORD)

/* Bytes of code per entry of __sfi_closure_code: two instructions.  */
#define SFI_CLOSURE_ENTRY	8

#endif /* SFI_MODULE_CLOSURE_H */
