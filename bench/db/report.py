#!/usr/bin/python3
"""Report of scripts/bench-db: results.csv -> a Table 3 per target
(markdown on stdout).  Exit status 1 if a query's result differs between
modes (every mode runs the same functions on the same data).

usage: report.py RESULTS.CSV SCALE RUNS"""

import csv
import statistics
import sys

# Table 3 of Wahbe et al. 1993: SFI overhead, cross-domain calls, and the
# predicted overhead of a DEC-MIPS pipe (../shared/brief/EXPERIMENTS.md).
PAPER = {
    "q6": ("1.7%", "60,989", "18.6%"),
    "q7": ("1.8%", "121,986", "38.6%"),
    "q8": ("2.7%", "121,978", "31.2%"),
    "q10": ("5.7%", "1,427,024", "31.9%"),
}
MODES = ["native", "sandbox", "shared", "protect", "process", "futex"]
QUERIES = ["q6", "q7", "q8", "q10"]


def pct(x, base):
    return "%+.1f%%" % (100.0 * (x - base) / base) if base else "-"


def main():
    path, scale, runs = sys.argv[1], sys.argv[2], sys.argv[3]
    rows = {}
    for r in csv.DictReader(open(path)):
        times = [float(t) for t in r["times"].split()]
        rows[(r["target"], r["mode"], r["query"])] = (
            int(r["calls"]), int(r["insns"]), times, r["result"])
    targets = sorted({k[0] for k in rows}, key=lambda t: (t != "mips-linux-gnu", t))
    status = 0
    print("# Table 3: SQLite running Sequoia-2000-like queries with "
          "user-defined polygon functions\n")
    print("Scale %s polygons; time is the median of %s runs of the query "
          "(spread: min-max), under qemu.  Instructions are exact "
          "(insn-count plugin), whole program and every process, "
          "set-up subtracted.  Overheads are against native; shared is "
          "sandbox with blob arguments read in place, not copied; process "
          "serves the functions from a child process over a socketpair, "
          "futex over a shared mapping with futex wake-ups.\n"
          % (scale, runs))
    for t in targets:
        print("## %s\n" % t)
        print("| query | calls | native insns | sandbox | shared | protect "
              "| process | futex | native time (s) | sandbox | shared "
              "| protect | process | futex | paper: SFI | paper: calls "
              "| paper: pipe (predicted) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:"
              "|---:|---:|---:|---:|---:|")
        for q in QUERIES:
            base = rows.get((t, "native", q))
            if base is None:
                continue
            calls, bi, bt, bres = base
            bmed = statistics.median(bt)
            cells = ["Q%s" % q[1:], "{:,}".format(calls), "{:,}".format(bi)]
            tcells = ["%.3f (%.3f-%.3f)" % (bmed, min(bt), max(bt))]
            for m in MODES[1:]:
                r = rows.get((t, m, q))
                if r is None:
                    cells.append("-")
                    tcells.append("-")
                    continue
                if r[3] != bres:
                    print("bench-db: %s %s %s: result %r differs from native %r"
                          % (t, m, q, r[3], bres), file=sys.stderr)
                    status = 1
                extra = (r[1] - bi) / calls if calls else 0
                cells.append("%s (%+.0f/call)" % (pct(r[1], bi), extra))
                med = statistics.median(r[2])
                tcells.append("%s (%.3f-%.3f)" % (pct(med, bmed), min(r[2]),
                                                   max(r[2])))
            print("| " + " | ".join(cells + tcells + list(PAPER[q])) + " |")
        print()
    return status


if __name__ == "__main__":
    sys.exit(main())
