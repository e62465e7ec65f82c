# Speex 1.2.1 (Debian speex): the package's own narrowband test codec
# program testenc, encoding and decoding 8 kHz speech-band audio with the
# floating-point build (CELP analysis-by-synthesis: LPC, LSP and
# codebook searches, like SPEC's audio codecs).
sources=speex
kind=fp
srcs="$(for f in bits cb_search exc_10_16_table exc_10_32_table exc_20_32_table exc_5_256_table exc_5_64_table exc_8_128_table filters gain_table gain_table_lbr hexc_10_32_table hexc_table high_lsp_tables lpc lsp lsp_tables_nb ltp modes modes_wb nb_celp quant_lsp sb_celp smallft speex speex_callbacks speex_header stereo vbr vq window testenc; do echo $S/speex/libspeex/$f.c; done)"
cflags="-DHAVE_CONFIG_H -I$P/speex -I$C/speex -I$S/speex/include -I$S/speex/libspeex"
setup () {
  mkdir -p speex
  sed 's/@SIZE16@/int16_t/; s/@USIZE16@/uint16_t/; s/@SIZE32@/int32_t/; s/@USIZE32@/uint32_t/; s/@INCLUDE_STDINT@/#include <stdint.h>/' \
    "$S/speex/include/speex/speex_config_types.h.in" > speex/speex_config_types.h
}
prepare () {
  case $size in
    smoke) s=2 ;; quick) s=6 ;; *) s=20 ;;
  esac
  $GEN raw $s 8000 in.sw
}
steps="in.sw out.sw bits.bin"
outputs="out.sw bits.bin"
