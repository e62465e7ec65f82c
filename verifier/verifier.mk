# Build the verifier: the host command sfi-verify and, for the loader, a
# target library libsfiverify.a with the same checking code.

# The host command checks every ISA; the target library (for the loader)
# only the target's.
VERIFIER_SRCS = $(srcdir)/verifier/elf-read.c \
	$(srcdir)/verifier/$(SFI_ARCH)/verify-$(SFI_ARCH).c
VERIFIER_HOST_SRCS = $(srcdir)/verifier/elf-read.c \
	$(srcdir)/verifier/mips/verify-mips.c \
	$(srcdir)/verifier/alpha/verify-alpha.c
VERIFIER_HDRS = $(wildcard $(srcdir)/verifier/*.h $(srcdir)/verifier/*/*.def \
	$(srcdir)/include/sfi/*.h)
# -O3: the checker is on the load path and in bench-verifier; it is
# measurably faster than -O2 (about 18% on bench-verify).
VERIFIER_CFLAGS = -O3 -g -Wall -Wextra -Wno-unused-parameter \
	-I$(srcdir)/verifier $(SFI_INCLUDES)

.PHONY: verifier
all: verifier
verifier: $(STAGE)/bin/sfi-verify $(STAGE_LIB)/libsfiverify.a

$(STAGE)/bin/sfi-verify: $(srcdir)/verifier/sfi-verify-main.c \
		$(VERIFIER_HOST_SRCS) $(VERIFIER_HDRS) | $(STAGE)/bin
	$(CC) $(VERIFIER_CFLAGS) $(srcdir)/verifier/sfi-verify-main.c \
	  $(VERIFIER_HOST_SRCS) -o $@

VERIFIER_TARGET_OBJS = $(patsubst $(srcdir)/verifier/%.c,verifier/target/%.o,\
	$(VERIFIER_SRCS))
verifier/target/%.o: $(srcdir)/verifier/%.c $(VERIFIER_HDRS)
	@$(MKDIR_P) $(dir $@)
	$(TARGET_CC) -fno-pie $(VERIFIER_CFLAGS) -c $< -o $@
$(STAGE_LIB)/libsfiverify.a: $(VERIFIER_TARGET_OBJS) | $(STAGE_LIB)
	rm -f $@
	$(TARGET_AR) rcs $@ $(VERIFIER_TARGET_OBJS)

# Unit tests from hand-encoded words, for every ISA (they run on the
# host), run by testsuite/sfi.verifier/unit.exp.
VERIFIER_UNIT_TESTS = verifier/test-mips verifier/test-alpha
verifier/test-%: $(srcdir)/verifier/tests/test-%.c $(VERIFIER_HOST_SRCS) \
		$(VERIFIER_HDRS)
	@$(MKDIR_P) verifier
	$(CC) $(VERIFIER_CFLAGS) $< $(VERIFIER_HOST_SRCS) -o $@
check-sfi: $(VERIFIER_UNIT_TESTS)
