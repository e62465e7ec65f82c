# XZ Utils 5.4.1 (Debian xz-utils): liblzma compressing text and binary
# data into the .xz format at presets 1 and 6 and decompressing it, in
# memory (SPEC CPU2017's 557.xz).
sources=xz
kind=int
srcs="$P/xz-driver.c $(
  L=$S/xz/src/liblzma
  for f in common/common common/block_util common/easy_preset common/filter_common common/filter_encoder common/filter_decoder common/filter_flags_encoder common/filter_flags_decoder common/index common/index_encoder common/index_decoder common/index_hash common/stream_flags_common common/stream_flags_encoder common/stream_flags_decoder common/vli_encoder common/vli_decoder common/vli_size common/block_encoder common/block_decoder common/block_header_encoder common/block_header_decoder common/block_buffer_encoder common/easy_buffer_encoder common/stream_buffer_encoder common/stream_buffer_decoder common/stream_encoder common/stream_decoder common/easy_encoder common/easy_encoder_memusage common/easy_decoder_memusage common/alone_encoder common/alone_decoder check/check check/crc32_fast check/crc32_table check/crc64_fast check/crc64_table lz/lz_encoder lz/lz_encoder_mf lz/lz_decoder lzma/lzma_encoder lzma/lzma_encoder_presets lzma/lzma_encoder_optimum_fast lzma/lzma_encoder_optimum_normal lzma/lzma_decoder lzma/lzma2_encoder lzma/lzma2_decoder lzma/fastpos_table rangecoder/price_table; do echo $L/$f.c; done)"
cflags="-DHAVE_CONFIG_H -I$P/xz -I$P $(for d in api common check lz lzma rangecoder simple delta; do echo -I$S/xz/src/liblzma/$d; done) -I$S/xz/src/common"
prepare () {
  case $size in
    smoke) n=100000 ;; quick) n=300000 ;; *) n=1200000 ;;
  esac
  $GEN text $n text
  $GEN binary $n data
}
steps="16 text data"
# Preset 6 needs about 30 MiB with the driver's capped dictionary (the
# largest segment on MIPS is 64 MiB).
segsize=64M
outputs="text.xz data.xz"
