# make install prefix=P: copy the stage tree to P, with a specs file that
# names P's paths.

# Manual pages go to the stage tree like everything else.
MAN_PAGES = $(wildcard $(srcdir)/docs/man/*.1)
STAGE_MAN = $(MAN_PAGES:$(srcdir)/docs/man/%=$(STAGE)/share/man/man1/%)
all: $(STAGE_MAN)
$(STAGE)/share/man/man1/%.1: $(srcdir)/docs/man/%.1
	@$(MKDIR_P) $(dir $@)
	cp $< $@

INSTALL_LIB = $(DESTDIR)$(prefix)/lib/sfi/$(TARGET)

install: all
	$(MKDIR_P) $(DESTDIR)$(prefix)/bin $(INSTALL_LIB)
	cp -R $(STAGE)/bin/. $(DESTDIR)$(prefix)/bin/
	cp -R $(STAGE_LIB)/. $(INSTALL_LIB)/
	$(call SFI_SPECS_SED,$(prefix)/lib/sfi/$(TARGET)) \
	  $(srcdir)/plugin/sfi.specs.in > $(INSTALL_LIB)/sfi.specs
	if test -d $(STAGE)/share; then \
	  $(MKDIR_P) $(DESTDIR)$(prefix)/share && \
	  cp -R $(STAGE)/share/. $(DESTDIR)$(prefix)/share/; fi

clean:
	rm -rf stage plugin runtime testsuite verifier
