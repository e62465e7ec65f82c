# Build the GCC plugin sfi.so and the specs file into the stage tree.

PLUGIN_CXXFLAGS = -fPIC -fno-rtti -fno-exceptions -O2 -g -Wall \
	-Wno-literal-suffix -I$(PLUGIN_INCDIR) $(SFI_INCLUDES)
PLUGIN_SRCS = $(srcdir)/plugin/sfi-plugin.cc $(srcdir)/plugin/sfi-sandbox.cc \
	$(srcdir)/plugin/sfi-stubs.cc $(srcdir)/plugin/sfi-asm.cc \
	$(srcdir)/plugin/sfi-shapes.cc $(srcdir)/plugin/sfi-hoist.cc \
	$(srcdir)/plugin/sfi-derive.cc \
	$(srcdir)/plugin/sfi-epilogue.cc $(srcdir)/plugin/sfi-bases.cc \
	$(srcdir)/plugin/sfi-trampolines.cc $(srcdir)/plugin/sfi-variables.cc \
	$(srcdir)/plugin/$(SFI_ARCH)/target.cc \
	$(srcdir)/plugin/$(SFI_ARCH)/stub-abi.cc
PLUGIN_OBJS = $(patsubst $(srcdir)/plugin/%.cc,plugin/%.o,$(PLUGIN_SRCS))
PLUGIN_HDRS = $(wildcard $(srcdir)/plugin/*.h $(srcdir)/plugin/*/*.h $(srcdir)/plugin/*.def \
	$(srcdir)/include/sfi/*.h)

.PHONY: plugin
all: plugin
plugin: $(STAGE_LIB)/sfi.so $(STAGE_LIB)/sfi.specs

plugin/%.o: $(srcdir)/plugin/%.cc $(PLUGIN_HDRS)
	@$(MKDIR_P) $(dir $@)
	$(CXX) $(PLUGIN_CXXFLAGS) -c $< -o $@

$(STAGE_LIB)/sfi.so: $(PLUGIN_OBJS) | $(STAGE_LIB)
	$(CXX) -shared $(PLUGIN_OBJS) -o $@

# The specs file names the library directory it lives in; install.mk
# writes another one for the installed tree.
SFI_SPECS_SED = sed -e 's|@ARCH_LINK_SPEC@|$(ARCH_LINK_SPEC)|g' \
	-e 's|@LIBDIR@|$(1)|g' -e 's|@ARCH_SELF_SPEC@|$(ARCH_SELF_SPEC)|g' \
	-e 's|@GCC_INCLUDE@|$(GCC_INCLUDE)|g' \
	-e 's|@ARCH_NEWLIB_CPPFLAGS@|$(ARCH_NEWLIB_CPPFLAGS)|g'
$(STAGE_LIB)/sfi.specs: $(srcdir)/plugin/sfi.specs.in \
		$(srcdir)/mk/arch-$(SFI_ARCH).mk | $(STAGE_LIB)
	$(call SFI_SPECS_SED,$(STAGE_LIB)) $< > $@
