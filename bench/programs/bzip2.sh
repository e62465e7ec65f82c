# bzip2 1.0.8 (Debian bzip2): libbzip2 compressing and decompressing text
# and binary data in memory at block sizes 1, 5 and 9 (SPEC's 401.bzip2).
sources=bzip2
kind=int
srcs="$P/bzip2-driver.c $(for f in blocksort huffman crctable randtable compress decompress bzlib; do echo $S/bzip2/$f.c; done)"
cflags="-I$S/bzip2 -I$P"
prepare () {
  case $size in
    smoke) n=100000 ;; quick) n=400000 ;; *) n=2000000 ;;
  esac
  $GEN text $n text
  $GEN binary $n data
}
steps="159 text data"
outputs="text.bz2 data.bz2"
