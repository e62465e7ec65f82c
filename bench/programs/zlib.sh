# zlib 1.2.13 (Debian zlib): deflate at levels 1, 6 and 9 and inflate,
# in memory, on text and binary data (like SPEC CPU2017's 557.xz and the
# gzip of CPU2000).
sources=zlib
kind=int
srcs="$P/zlib-driver.c $(for f in adler32 compress crc32 deflate inffast inflate inftrees trees uncompr zutil; do echo $S/zlib/$f.c; done)"
cflags="-I$S/zlib -I$P"
prepare () {
  case $size in
    smoke) n=200000 ;; quick) n=600000 ;; *) n=2000000 ;;
  esac
  $GEN text $n text
  $GEN binary $n data
}
case ${size:-full} in
  full) steps="3 text data" ;; *) steps="1 text data" ;;
esac
outputs=
