#!/usr/bin/python3
"""Classify the data guards a module ran (scripts/guard-profile).

usage: guard-profile.py TARGET MODULE TEXT TOP INSNS...

TEXT is where the loader put the module's .text, INSNS the insn-count
plugin's per-instruction profiles (insns=FILE, one per run step).  A
guard is the instruction that puts an address into a data register (MIPS
"ins R,X,0,SIZE"; Alpha "and X,$5,R", with its "bis R,$7,R" counted too).
Code guards (MIPS "ins" into $15 or $31, Alpha the "and" with $5 and the
"bis" with $6 of a jump's or return's address) are counted apart, and
GUARD_PROFILE_LIST=1 in the environment lists the TOP hottest guards.
Each guard is put in one class by the innermost loop around it (a direct
branch back, in the same function, to the guard or before it):

  advanced   the loop writes X only by adding constants to it ("addiu
             X,X,K", "lda X,K(X)") and calls nothing: a pointer the loop
             advances, which an induction rule for that data register
             would run without a guard
  invariant  the loop never writes X and calls nothing: a base that a
             guard before the loop would serve
  other      anything else: an address computed for the access, or in a
             loop that calls

"other" is split further by the instruction that last wrote X in the
straight-line code before the guard (none found: "elsewhere"):

  sum, bounded index   X = BASE + INDEX where INDEX is below 64 KiB by the
                       instructions that made it (a mask, a byte or
                       halfword load, a bit-field extract, a comparison,
                       a small value shifted): what a proof of index
                       ranges could spare if BASE were kept valid
  sum, linear          X = BASE + INDEX in a call-free loop that writes
                       each part only by adding constants, or not at all:
                       what an induction rule on the sum could run
  sum                  any other BASE + INDEX
  loaded               X was loaded from memory: a pointer chased
  elsewhere            X was written before a branch or a label

A loop's body is taken as the instructions from the target to the branch
(and its delay slot): blocks the compiler placed elsewhere are not seen,
so "advanced" and "invariant" are upper bounds.
"""

import collections
import os
import re
import subprocess
import sys

ALPHA_NAMES = ['v0', 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7',
               's0', 's1', 's2', 's3', 's4', 's5', 'fp', 'a0', 'a1', 'a2',
               'a3', 'a4', 'a5', 't8', 't9', 't10', 't11', 'ra', 't12',
               'at', 'gp', 'sp', 'zero']


class Mips:
    slot = 4                    # A branch's delay slot runs with the loop.
    objdump_flags = ['-M', 'gpr-names=numeric']
    guard = re.compile(r'^ins\s+\$(24|10|11|14),\$(\d+),0x0,')
    code = re.compile(r'^ins\s+\$(15|31),')
    second = None
    call = re.compile(r'^(jal|jalr|bal|bgezal|bltzal)\b')
    branch = re.compile(r'^(b\w*|j)\s')
    # Opcodes whose first operand is not written: stores, branches,
    # jumps, traps, moves to other units, multiply/divide into HI/LO.
    no_write = re.compile(r'^((?!sc$)s[bhwcd]\w*|sw[lr]|b\w*|j\w*|t\w+|mt\w+|ct\w+|'
                          r'mult\w*|div\w*|madd\w*|msub\w*|sync|cache|pref\w*|'
                          r'nop|ssnop|ehb|break|syscall)$')
    step = r'^addiu\s+\${0},\${0},-?\d+$'
    sum = re.compile(r'^addu$')
    load = re.compile(r'^l[bhw]u?$')
    jump = re.compile(r'^(jr|jalr|eret)\b')

    @staticmethod
    def name(op):
        return op.lstrip('$')

    @staticmethod
    def guard_source(m):
        return '$' + m.group(2)

    @staticmethod
    def sum_operands(ops):
        return ops[1:3]

    @staticmethod
    def reg(s):
        m = re.match(r'^\$(\d+)$', s)
        return int(m.group(1)) if m else None

    def bound(self, op, ops, of):
        """The largest value OP OPS can leave, OF giving a register's
        (recursively), or None."""
        if op == 'andi':
            return int(ops[2], 0)
        if op in ('lbu', 'lhu'):
            return 255 if op == 'lbu' else 65535
        if op == 'ext':
            return (1 << int(ops[3], 0)) - 1
        if op in ('slt', 'sltu', 'slti', 'sltiu'):
            return 1
        if op == 'srl':
            return (1 << (32 - int(ops[2], 0))) - 1
        if op == 'sll':
            b = of(ops[1])
            return None if b is None else b << int(ops[2], 0)
        if op == 'move':
            return of(ops[1])
        return None

    def written(self, t):
        parts = t.split(None, 1)
        if self.call.match(t):
            return 31
        if len(parts) < 2 or self.no_write.match(parts[0]):
            return None
        return self.reg(parts[1].split(',')[0])


class Alpha:
    slot = 0
    objdump_flags = []
    guard = re.compile(r'^and\s+(\w+),t4,(t[0-3])$')
    code = re.compile(r'^(and\s+\w+,t4,(?!t[0-3]$)\w+|or\s+\w+,t5,\w+)$')
    second = re.compile(r'^or\s+(t[0-3]),t6,\1$')
    call = re.compile(r'^(bsr|jsr)\b')
    branch = re.compile(r'^(br|f?b\w+)\s')
    step = r'^lda\s+{0},-?\d+\({0}\)$'
    sum = re.compile(r'^(addq|s[48]addq)$')
    load = re.compile(r'^ld[bwlq]u?$')
    jump = re.compile(r'^(jmp|jsr|ret|jsr_coroutine)\b')

    @staticmethod
    def name(op):
        return op

    @staticmethod
    def guard_source(m):
        return m.group(1)

    @staticmethod
    def sum_operands(ops):
        return ops[0:2]

    @staticmethod
    def reg(s):
        s = 't12' if s == 'pv' else s
        return ALPHA_NAMES.index(s) if s in ALPHA_NAMES else None

    def bound(self, op, ops, of):
        """As for MIPS (operands in Alpha's order, result last)."""
        lit = re.match(r'^(0x[0-9a-f]+|\d+)$', ops[1]) if len(ops) > 1 else None
        if op == 'and' and lit:
            return int(ops[1], 0)
        if op in ('ldbu', 'ldwu'):
            return 255 if op == 'ldbu' else 65535
        if op in ('extbl', 'extwl'):
            return 255 if op == 'extbl' else 65535
        if op == 'zapnot' and lit and int(ops[1], 0) in (1, 3):
            return 255 if int(ops[1], 0) == 1 else 65535
        if op.startswith('cmp') and not op.startswith('cmpbge'):
            return 1
        if op == 'srl' and lit:
            return (1 << max(0, 64 - int(ops[1], 0))) - 1
        if op == 'sll' and lit:
            b = of(ops[0])
            return None if b is None else b << int(ops[1], 0)
        if op == 'mov':
            return of(ops[0])
        return None

    def written(self, t):
        parts = t.split(None, 1)
        if len(parts) < 2:
            return None
        op, ops = parts[0], parts[1].split(',')
        if op in ('stl_c', 'stq_c'):
            return self.reg(ops[0])
        if op.startswith('st') or op in ('ret', 'jmp') or (
                op.startswith(('b', 'fb')) and op not in ('br', 'bsr')):
            return None
        if op.startswith(('ld', 'br', 'bsr', 'jsr')) or op in ('lda', 'ldah'):
            return self.reg(ops[0])
        return self.reg(ops[-1].split('(')[0])


def main():
    target, module, text, ntop = sys.argv[1:5]
    isa = Alpha() if target.startswith('alpha') else Mips()
    head = subprocess.run([target + '-objdump', '-h', module],
                          capture_output=True, text=True, check=True).stdout
    link = int(re.search(r'\s\.text\s+[0-9a-f]+\s+([0-9a-f]+)', head).group(1), 16)
    off = int(text, 16) - link
    dis = subprocess.run([target + '-objdump', '-d', '--no-show-raw-insn']
                         + isa.objdump_flags + [module],
                         capture_output=True, text=True, check=True).stdout
    insn, func, order = {}, {}, []
    cur = None
    for line in dis.splitlines():
        m = re.match(r'^([0-9a-f]+) <(.*)>:', line)
        if m:
            cur = m.group(2)
            continue
        m = re.match(r'^\s*([0-9a-f]+):\s+(.*)$', line)
        if m:
            a = int(m.group(1), 16) + off
            insn[a] = re.sub(r'\s+', ' ', m.group(2).strip())
            func[a] = cur
            order.append(a)
    count = collections.Counter()
    for f in sys.argv[5:]:
        for line in open(f):
            a, n = line.split()
            count[int(a, 16)] += int(n)
    total = sum(n for a, n in count.items() if a in insn)
    if total == 0:
        sys.exit('guard-profile: no instruction of the module ran')

    # Loops: [target, branch] of each direct branch back.
    loops = []
    for a in order:
        t = insn[a]
        m = re.search(r'[ ,]([0-9a-f]+) <', t)
        if m and isa.branch.match(t) and not isa.call.match(t):
            to = int(m.group(1), 16) + off
            if to <= a and func.get(to) == func[a]:
                loops.append((to, a))
    index = {a: k for k, a in enumerate(order)}

    def body(a):
        inner = [lp for lp in loops if lp[0] <= a <= lp[1] + isa.slot]
        if not inner:
            return None
        lo, hi = min(inner, key=lambda lp: lp[1] - lp[0])
        return [insn[b] for b in order[index[lo]:index[hi] + 1 + (isa.slot > 0)]]

    def cti(t):
        return isa.branch.match(t) or isa.call.match(t) or isa.jump.match(t)

    def writer(k, r):
        """The instruction that last wrote R in the straight-line code
        before ORDER[K] (a MIPS branch's slot included), or None."""
        for j in range(k - 1, max(k - 64, -1), -1):
            t = insn[order[j]]
            if cti(t):
                return None
            if isa.written(t) == r:
                return j
            if isa.slot and j > 0 and cti(insn[order[j - 1]]):
                return None
        return None

    def operands(t):
        parts = t.split(None, 1)
        return parts[0], parts[1].split(',') if len(parts) > 1 else []

    def bound(k, r, depth=0):
        j = writer(k, r) if r is not None and depth < 6 else None
        if j is None:
            return None
        op, ops = operands(insn[order[j]])
        return isa.bound(op, ops, lambda x: bound(j, isa.reg(x), depth + 1))

    def loop_kind(b, part):
        """How the loop body B changes operand PART: 'constant' (not a
        register), 'invariant' (never), 'advanced' (only by adding
        constants), or None."""
        r = isa.reg(part)
        if r is None:
            return 'constant'
        writes = [x for x in b if isa.written(x) == r]
        if not writes:
            return 'invariant'
        step = isa.step.format(re.escape(isa.name(part)))
        return 'advanced' if all(re.match(step, x) for x in writes) else None

    def address_kind(k, src, b):
        j = writer(k, src)
        if j is None:
            return 'elsewhere'
        op, ops = operands(insn[order[j]])
        if isa.load.match(op):
            return 'loaded'
        if not isa.sum.match(op):
            return 'elsewhere' if op.startswith('move') else 'other'
        parts = isa.sum_operands(ops)
        bounds = [bound(j, isa.reg(x)) for x in parts]
        if any(x is not None and x < 65536 for x in bounds):
            return 'sum, bounded index'
        if b is not None and not any(isa.call.match(x) for x in b):
            kinds = [loop_kind(b, x) for x in parts]
            if None not in kinds and kinds.count('advanced') <= 1:
                return 'sum, linear'
        return 'sum'

    classes = collections.Counter()
    by_func = collections.Counter()
    hot = []
    code_guards = 0
    for a in order:
        n = count.get(a, 0)
        if not n:
            continue
        t = insn[a]
        if isa.code.match(t):
            code_guards += n
            continue
        if isa.second and isa.second.match(t):
            by_func[func[a]] += n
            classes['second half'] += n
            continue
        m = isa.guard.match(t)
        if not m:
            continue
        by_func[func[a]] += n
        source = isa.guard_source(m)
        src = isa.reg(source)
        b = body(a)
        kind = 'other'
        if b is not None and not any(isa.call.match(x) for x in b):
            kind = loop_kind(b, source)
            if kind not in ('invariant', 'advanced'):
                kind = 'other'
        if kind == 'other':
            kind = 'other: ' + address_kind(index[a], src, b)
        classes[kind] += n
        hot.append((n, a, kind))

    guards = sum(classes.values())
    print('%s: %d instructions of the module ran, %d of them guards (%.1f%%)'
          % (module.split('/')[-1], total, guards, 100.0 * guards / total))
    other = sum(n for kind, n in classes.items() if kind.startswith('other'))
    for kind in ('advanced', 'invariant', 'other', 'second half'):
        n = other if kind == 'other' else classes.get(kind, 0)
        if n:
            print('  %-24s %12d  %5.2f%% of the instructions'
                  % (kind, n, 100.0 * n / total))
        if kind == 'other':
            for sub in ('sum, bounded index', 'sum, linear', 'sum', 'loaded',
                        'elsewhere', 'other'):
                n = classes.get('other: ' + sub, 0)
                print('    %-22s %12d  %5.2f%%' % (sub, n, 100.0 * n / total))
    print('  %-24s %12d  %5.2f%% of the instructions (not in the total)'
          % ('code guards', code_guards, 100.0 * code_guards / total))
    print('guards by function:')
    for f, n in by_func.most_common(int(ntop)):
        print('  %-36s %12d  %5.2f%%' % (f, n, 100.0 * n / total))
    if os.environ.get('GUARD_PROFILE_LIST'):
        print('hottest guards (link address, function, class):')
        for n, a, kind in sorted(hot, reverse=True)[:int(ntop)]:
            print('  %8x %-24s %-28s %5.2f%%'
                  % (a - off, func[a], kind, 100.0 * n / total))


main()
