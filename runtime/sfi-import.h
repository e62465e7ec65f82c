/* The module's side of its interface with the host: exported functions
   (SFI_EXPORT, at the end) and calls of host functions (callbacks).

   In the module:

     #include <sfi/sfi-import.h>
     int host_log (const char *msg, int len);   // the usual prototype
     SFI_IMPORT (host_log, 0);                  // bind it to import slot 0

   Every call to host_log is then a direct jump to the module's jump-table
   entry for import slot 0, the only way out of a domain.  The slot
   numbers are the module's own choice (0 .. SFI_IMPORTS_MAX - 1, one per
   name).  The host provides the function by name before loading the
   module:

     sfi_domain_import (d, "host_log", my_log);

   and the loader refuses a module that imports a name the host does not
   provide.  Host functions receive up to four argument words (uintptr_t,
   32-bit for o32); pointers are domain addresses, which the host checks
   with sfi_domain_ptr.  */

#ifndef SFI_IMPORT_H
#define SFI_IMPORT_H

#include <sfi/host-calls.h>

#define SFI_IMPORT_STR2(x) #x
#define SFI_IMPORT_STR(x) SFI_IMPORT_STR2 (x)

/* Bind function NAME to import slot SLOT; record the pair for the
   loader in the non-loaded section .sfi_imports (slot word, name).  With
   the plugin the declaration is also marked, so that
   -fplugin-arg-sfi-stubs writes a checking host adapter for it.  */
#define SFI_IMPORT(name, slot)						\
  extern __typeof__ (name) name SFI_IMPORT_ATTR (slot);		\
  __asm__ (#name " = __sfi_jt_imports + " #slot " * "		\
	   SFI_IMPORT_STR (SFI_JT_ENTRY_SIZE) "\n\t"			\
	   ".pushsection .sfi_imports, \"\", @progbits\n\t"		\
	   ".balign 4\n\t"						\
	   ".long " #slot "\n\t"					\
	   ".asciz \"" #name "\"\n\t"					\
	   ".popsection")

#if defined __has_attribute
#if __has_attribute (sfi_import)
#define SFI_IMPORT_ATTR(slot) __attribute__ ((sfi_import (slot)))
#endif
#endif
#ifndef SFI_IMPORT_ATTR
#define SFI_IMPORT_ATTR(slot)
#endif

/* Mark a function of the module as part of its interface with the host:
   -fplugin-arg-sfi-stubs=FILE then writes a typed host stub for it
   (docs/runtime.md).  Without the plugin the mark is empty.  */
#if defined __has_attribute
#if __has_attribute (sfi_export)
#define SFI_EXPORT __attribute__ ((sfi_export))
#endif
#endif
#ifndef SFI_EXPORT
#define SFI_EXPORT
#endif

#endif /* SFI_IMPORT_H */
