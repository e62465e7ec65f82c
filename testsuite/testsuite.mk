# testsuite.mk -- make fragment for the DejaGnu testsuite; included by
# build/<target>/Makefile (see docs/internals.md for the variables).
#
#   make check                              all of it
#   make check RUNTESTFLAGS="compile.exp"   one directory
#   make check RUNTESTFLAGS="run.exp=struct*"   some tests of one directory
#   make check RUNTESTFLAGS="SFI_BOOTSTRAP=1"   harness only, no plugin
#
# Results go to testsuite/sfi.sum and sfi.log, code sizes of the run tests
# to testsuite/sfi-metrics.log.  The recipe fails if the summary has any
# FAIL, ERROR, UNRESOLVED or XPASS line.

.PHONY: check check-sfi

check: check-sfi

testsuite/site.exp: $(srcdir)/testsuite/site.exp.in Makefile
	@mkdir -p testsuite
	sed -e 's|@srcdir@|$(srcdir)|g' \
	    -e 's|@objdir@|$(abs_builddir)/testsuite|g' \
	    -e 's|@TARGET@|$(TARGET)|g' \
	    -e 's|@STAGE@|$(STAGE)|g' \
	    -e 's|@STAGE_LIB@|$(STAGE_LIB)|g' \
	    -e 's|@TARGET_CC@|$(TARGET_CC)|g' \
	    -e 's|@QEMU@|$(QEMU)|g' \
	    -e 's|@QEMU_FLAGS@|$(ARCH_QEMU_FLAGS)|g' \
	    -e 's|@ARCH_MODULE_FLAGS@|$(ARCH_MODULE_FLAGS)|g' \
	    -e 's|@HOST_LDFLAGS@|$(ARCH_HOST_LDFLAGS)|g' \
	    -e 's|@TARGET_OBJDUMP@|$(TARGET_OBJDUMP)|g' \
	    -e 's|@SOURCES@|$(SOURCES_DIR)|g' \
	    $(srcdir)/testsuite/site.exp.in > $@.tmp
	mv $@.tmp $@

check-sfi: testsuite/site.exp
	cd testsuite && rm -f sfi-metrics.log && \
	  { $(RUNTEST) --tool sfi --srcdir $(srcdir)/testsuite \
	      --objdir $(abs_builddir)/testsuite $(RUNTESTFLAGS); \
	    status=$$?; \
	    if grep -q '^\(FAIL\|ERROR\|UNRESOLVED\|XPASS\):' sfi.sum; then \
	      status=1; fi; \
	    exit $$status; }

# The verifier's soundness property test under the emulator: its
# programs, and make fuzz-soundness.
include $(srcdir)/testsuite/sfi.soundness/soundness.mk

# What scripts/check-torture needs to know of this tree, as shell
# assignments: the compiler, how qemu runs target programs, and how plain
# target programs link.
.PHONY: torture-vars
torture-vars:
	@echo "cc='$(TARGET_CC)' qemu='$(QEMU) $(ARCH_QEMU_FLAGS)'" \
	  "host_ldflags='$(ARCH_HOST_LDFLAGS)'"
