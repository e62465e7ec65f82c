# Definitions shared by every component fragment.

MKDIR_P = mkdir -p
INSTALL = install

# Where the plugin expects shared headers (include/sfi/<arch>-abi.h).
SFI_INCLUDES = -I$(srcdir)/include

# The stage directories are made by runtime/runtime.mk's rule.
