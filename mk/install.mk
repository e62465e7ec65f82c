# make install prefix=P: copy the stage tree to P, with a specs file that
# names P's paths.

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
