# sqlite.mk -- SQLite for this target, with sqlite-sfi: SQL functions
# from SFI modules (docs/database.md).  Included by
# build/<target>/Makefile.
#
# SQLite's sources come from Debian's sqlite3 source package
# (scripts/fetch-sources sqlite, pinned and checksummed, unpacked once
# into build/sources for every target).  That is SQLite's source tree:
# the amalgamation sqlite3.c and the shell's shell.c are made from it
# once per target, by SQLite's own configure and makefile run natively
# (they need tclsh), in sqlite/gen.  Then the target compiler builds:
#
#   sqlite/sqlite3.o         SQLite, initialising sqlite-sfi on every
#                            connection (SQLITE_EXTRA_INIT)
#   sqlite/libsqlite-sfi.a   the extension (sfi_load, sfi_config, ...)
#   sqlite/sqlite3-sfi       SQLite's shell with the extension
#
# and stages them, with the headers a host and a module need, in
# $(STAGE_LIB)/sqlite/ (a target's directory: make install puts every
# target's there).  A host links sqlite3.o, libsqlite-sfi.a and
# libsfi.a.

SQLITE_SRC := $(SOURCES_DIR)/sqlite
SQLITE_DIR := sqlite
SQLITE_GEN := $(SQLITE_DIR)/gen
SQLITE_SFI_SRC := $(srcdir)/sqlite
SQLITE_DEFS := -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
	-DSQLITE_DEFAULT_MEMSTATUS=0 -DSQLITE_EXTRA_INIT=sqlite_sfi_extra_init
SQLITE_CFLAGS := -O2 $(ARCH_LOADER_CFLAGS) $(SQLITE_DEFS)
SQLITE_SFI_CFLAGS := -O2 $(ARCH_LOADER_CFLAGS) -Wall -Wextra \
	-I$(STAGE_LIB)/include -I$(SQLITE_GEN) -I$(SQLITE_SFI_SRC)
SQLITE_SFI_NAMES := sqlite-sfi sfi-load sfi-process
SQLITE_SFI_OBJS := $(SQLITE_SFI_NAMES:%=$(SQLITE_DIR)/%.o)
SQLITE_SFI_HDRS := $(wildcard $(SQLITE_SFI_SRC)/*.h) \
	$(STAGE_LIB)/include/sfi.h
SQLITE_STAGE := $(STAGE_LIB)/sqlite
SQLITE_BUILT := sqlite3.o libsqlite-sfi.a sqlite3-sfi
SQLITE_OUTPUTS := $(SQLITE_BUILT:%=$(SQLITE_DIR)/%) \
	$(SQLITE_BUILT:%=$(SQLITE_STAGE)/%) $(SQLITE_STAGE)/sqlite3.h \
	$(SQLITE_STAGE)/sqlite-sfi.h $(SQLITE_STAGE)/sfi-sql.h

.PHONY: sqlite
all: sqlite
sqlite: $(SQLITE_OUTPUTS)

$(SQLITE_SRC)/.sfi-fetched:
	@mkdir -p $(SOURCES_DIR)
	flock $(SOURCES_DIR)/.lock \
	  sh $(srcdir)/scripts/fetch-sources -d $(SOURCES_DIR) sqlite

# The amalgamation and the shell's source, made natively.
$(SQLITE_GEN)/sqlite3.c: $(SQLITE_SRC)/.sfi-fetched
	rm -rf $(SQLITE_GEN)
	mkdir -p $(SQLITE_GEN)
	cd $(SQLITE_GEN) && $(SQLITE_SRC)/configure -q --disable-tcl \
	  --disable-readline > configure.log 2>&1 || \
	  { cat $(SQLITE_GEN)/configure.log >&2; exit 1; }
	$(MAKE) -C $(SQLITE_GEN) sqlite3.c shell.c > $(SQLITE_GEN)/make.log 2>&1 \
	  || { tail -20 $(SQLITE_GEN)/make.log >&2; exit 1; }
$(SQLITE_GEN)/shell.c $(SQLITE_GEN)/sqlite3.h: $(SQLITE_GEN)/sqlite3.c

$(SQLITE_DIR)/sqlite3.o: $(SQLITE_GEN)/sqlite3.c
	$(TARGET_CC) $(SQLITE_CFLAGS) -c $< -o $@

$(SQLITE_DIR)/%.o: $(SQLITE_SFI_SRC)/%.c $(SQLITE_SFI_HDRS) \
		$(SQLITE_GEN)/sqlite3.h
	$(TARGET_CC) $(SQLITE_SFI_CFLAGS) -c $< -o $@

$(SQLITE_DIR)/libsqlite-sfi.a: $(SQLITE_SFI_OBJS)
	rm -f $@
	$(TARGET_AR) rcs $@ $^

$(SQLITE_DIR)/shell.o: $(SQLITE_GEN)/shell.c $(SQLITE_GEN)/sqlite3.h
	$(TARGET_CC) $(SQLITE_CFLAGS) -I$(SQLITE_GEN) -c $< -o $@

$(SQLITE_DIR)/sqlite3-sfi: $(SQLITE_DIR)/shell.o $(SQLITE_DIR)/sqlite3.o \
		$(SQLITE_DIR)/libsqlite-sfi.a $(STAGE_LIB)/libsfi.a
	rm -f $@
	$(TARGET_CC) $(ARCH_HOST_LDFLAGS) $^ -lm -o $@ 2>&1 \
	  | { grep -v 'getpwuid\|find_home_dir' >&2 || true; }
	test -x $@

$(SQLITE_STAGE)/%: $(SQLITE_DIR)/%
	@mkdir -p $(SQLITE_STAGE)
	cp $< $@
$(SQLITE_STAGE)/sqlite3.h: $(SQLITE_GEN)/sqlite3.h
	@mkdir -p $(SQLITE_STAGE)
	cp $< $@
$(SQLITE_STAGE)/%.h: $(SQLITE_SFI_SRC)/%.h
	@mkdir -p $(SQLITE_STAGE)
	cp $< $@
