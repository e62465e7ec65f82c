# libvorbis 1.3.7 with libogg 1.3.5 (Debian): the package's
# encoder_example encoding 44.1 kHz stereo audio at quality 0.4 (MDCT,
# psychoacoustic model, floor and residue search: floating point).
sources="libogg libvorbis"
kind=fp
srcs="$P/vorbis/encoder-main.c $S/libogg/src/bitwise.c $S/libogg/src/framing.c $(for f in analysis bitrate block codebook envelope floor0 floor1 info lookup lpc lsp mapping0 mdct psy registry res0 sharedbook smallft synthesis vorbisenc window; do echo $S/libvorbis/lib/$f.c; done)"
cflags="-I$C -I$S/libogg/include -I$S/libvorbis/include -I$S/libvorbis/lib -I$S/libvorbis/examples"
setup () {
  mkdir -p ogg
  sed 's/@INCLUDE_INTTYPES_H@/1/; s/@INCLUDE_STDINT_H@/1/; s/@INCLUDE_SYS_TYPES_H@/1/
       s/@SIZE16@/int16_t/; s/@USIZE16@/uint16_t/; s/@SIZE32@/int32_t/
       s/@USIZE32@/uint32_t/; s/@SIZE64@/int64_t/; s/@USIZE64@/uint64_t/' \
    "$S/libogg/include/ogg/config_types.h.in" > ogg/config_types.h
}
prepare () {
  case $size in
    smoke) s=1 ;; quick) s=3 ;; *) s=10 ;;
  esac
  $GEN wav $s 44100 2 in.wav
}
steps="in.wav out.ogg"
outputs="out.ogg"
