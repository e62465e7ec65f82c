#!/usr/bin/python3
"""Deterministic benchmark inputs (no randomness from the machine).

  gen-input.py text BYTES FILE        pseudo-English text (compressible)
  gen-input.py binary BYTES FILE      mixed binary data (tables, runs, noise)
  gen-input.py wav SECONDS RATE CHANNELS FILE
                                      16-bit PCM WAV: chords, a sweep, noise
  gen-input.py raw SECONDS RATE FILE  the same audio, mono, headerless
"""
import math
import struct
import sys


class Lcg:
    """A fixed linear congruential generator: same numbers everywhere."""

    def __init__(self, seed=12345):
        self.x = seed

    def next(self):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return self.x >> 33


WORDS = ("the of and to in is was that for on with as by at from his it an "
         "were are which this be or has had not but their have one also its "
         "first after new who they two her she been other when there all "
         "time into more during most some only over such these about many "
         "fault isolation domain software segment register sandbox address "
         "store jump code data module compiler verifier loader kernel call "
         "memory instruction program system process protection overhead").split()


def text(n, path):
    r = Lcg(1)
    out = []
    size = 0
    line = 0
    while size < n:
        w = WORDS[r.next() % len(WORDS)]
        if r.next() % 17 == 0:
            w = w.capitalize()
        if r.next() % 29 == 0:
            w += str(r.next() % 1000)
        out.append(w)
        size += len(w) + 1
        line += len(w) + 1
        if line > 64:
            out.append("\n")
            line = 0
        else:
            out.append(" ")
    data = "".join(out).encode()[:n]
    open(path, "wb").write(data)


def binary(n, path):
    r = Lcg(2)
    b = bytearray()
    while len(b) < n:
        kind = r.next() % 4
        k = 64 + r.next() % 4096
        if kind == 0:          # a run
            b += bytes([r.next() & 255]) * k
        elif kind == 1:        # a table of little-endian integers
            base = r.next()
            for i in range(k // 4):
                b += struct.pack("<I", (base + i * 37) & 0xFFFFFFFF)
        elif kind == 2:        # noise
            b += bytes(r.next() & 255 for _ in range(k // 4))
        else:                  # text
            w = WORDS[r.next() % len(WORDS)].encode()
            b += (w + b" ") * (k // (len(w) + 1))
    open(path, "wb").write(bytes(b[:n]))


def samples(seconds, rate, channels):
    r = Lcg(3)
    n = int(seconds * rate)
    notes = [220.0, 277.18, 329.63, 440.0, 554.37, 659.25]
    out = []
    for i in range(n):
        t = i / rate
        chord = int(t * 2) % 3
        v = 0.0
        for j in range(3):
            f = notes[chord + j]
            v += 0.18 * math.sin(2 * math.pi * f * t) * (1 - (t * 2 % 1) * 0.5)
        v += 0.1 * math.sin(2 * math.pi * (200 + 1800 * (t % 4) / 4) * t)
        v += ((r.next() % 2001) - 1000) / 1000.0 * 0.02
        for c in range(channels):
            s = v if c == 0 else 0.8 * v + 0.1 * math.sin(2 * math.pi * 97 * t)
            out.append(max(-32768, min(32767, int(s * 32767))))
    return out


def wav(seconds, rate, channels, path):
    s = samples(seconds, rate, channels)
    data = struct.pack("<%dh" % len(s), *s)
    hdr = (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVE" +
           b"fmt " + struct.pack("<IHHIIHH", 16, 1, channels, rate,
                                 rate * channels * 2, channels * 2, 16) +
           b"data" + struct.pack("<I", len(data)))
    open(path, "wb").write(hdr + data)


def raw(seconds, rate, path):
    s = samples(seconds, rate, 1)
    open(path, "wb").write(struct.pack("<%dh" % len(s), *s))


def main(a):
    if a[0] == "text":
        text(int(a[1]), a[2])
    elif a[0] == "binary":
        binary(int(a[1]), a[2])
    elif a[0] == "wav":
        wav(float(a[1]), int(a[2]), int(a[3]), a[4])
    elif a[0] == "raw":
        raw(float(a[1]), int(a[2]), a[3])
    else:
        sys.exit(__doc__)


main(sys.argv[1:])
