# Definitions shared by every component fragment.

MKDIR_P = mkdir -p
INSTALL = install

# Where the plugin expects shared headers (include/sfi/<arch>-abi.h).
SFI_INCLUDES = -I$(srcdir)/include

$(STAGE)/bin $(STAGE_LIB) $(STAGE_LIB)/include/sfi:
	$(MKDIR_P) $@
