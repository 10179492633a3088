#!/usr/bin/env python3
"""Writes link/startup-order.txt: the functions spw's one-liners run, for the linker to lay out
side by side (build.rs passes the file to lld as --symbol-ordering-file).

Each one-liner of bench/startup.py, and a few more, is run under valgrind's callgrind with the
stock build (`cargo build --release`) and the static one (`cargo static`). The kernel maps a
program's code 64 KB at a time (fault-around), so what a one-liner pays for is how many 64 KB
windows its functions fall in. The functions are laid out so that each one-liner's are as close
together as they can be, in the order of LINES (the commonest one-liners first): sorted by which
of the one-liners run them, read as a reflected binary (Gray) code, the functions of the first
one-liner come first, and at every boundary those of the next one-liner sit on both sides of
it. The static build's C string and memory functions are chosen by the processor at start-up
(glibc's ifuncs: `__memmove_avx512_unaligned_erms` on one machine, `__memmove_avx_unaligned_erms`
under valgrind), so every variant of each one run is listed with it. The two builds' names
differ (their profiles give different symbol hashes): the static build's list comes first, then
the stock build's, and the linker ignores names a binary does not have. Run it again after a
toolchain or dependency update (the names change with them, and a stale file only loses the
speed) and commit the file:

    cargo build --release && cargo static && python3 bench/order.py --no-build

Needs valgrind (apt-get install valgrind). It prints how many of the names each build has, and
how many 64 KB windows of code each one-liner runs in, laid out as the file says.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import startup  # noqa: E402  (the one-liners timed, and where the builds are)

ROOT = startup.ROOT
OUT = os.path.join(ROOT, "link", "startup-order.txt")

# Beside the timed one-liners: the same in JSON, a draw, a roll's chances, and a procedure of
# the rule sets the timed ones leave out.
MORE = [
    "--seed 1 --json roll 2d6",
    "--seed 1 --json barrage --guns 6",
    "--seed 1 draw 5",
    "--chances roll 3d6",
    "--seed 1 portable fire --units 3 --cover",
    "--seed 1 frontier battle --attacker afv --defender infantry --defender-in cover",
]

SYMBOL = re.compile(r"^[A-Za-z_.$][\w.$]*$")


def functions(binary, line, tmp):
    """The symbols of every function `binary line` runs, by callgrind."""
    out = os.path.join(tmp, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}",
                    binary, *line.split()], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    names = set()
    with open(out) as f:
        for row in f:
            m = re.match(r"^c?fn=\(\d+\) (\S+)$", row.rstrip("\n"))
            if m and SYMBOL.match(m.group(1)):
                names.add(m.group(1))
    os.remove(out)
    return names


# glibc's string and memory functions that the processor picks at start-up: a name callgrind
# saw (`__memmove_avx_unaligned_erms`) stands for every variant of its family (`__memmove_`).
IFUNC = re.compile(r"^(__[a-z0-9]+_)(sse2|ssse3|sse4_[12]|avx|avx2|evex|avx512|erms)")


def windows(placed, sizes, names):
    """How many 64 KB windows of code `names` fall in, laid out in the order `placed`."""
    def size(n):
        return max(sizes.get(n, 1), 1)
    at, where = 0, {}
    for n in placed:
        at = (at + 15) & ~15
        where[n] = at
        at += size(n)
    return len({w for n in names if n in where
                for w in range(where[n] >> 16, ((where[n] + size(n) - 1) >> 16) + 1)})


def gray_order(runs, shared):
    """Every function of `runs` (one set per one-liner, in the order they matter), sorted by which
    one-liners run it as a reflected binary code: the first one-liner's functions first, and at
    each boundary the next one-liner's on both sides of it. Ties: the most shared first."""
    def key(name):
        code, odd = [], 0
        for run in runs:
            bit = int(name in run)
            code.append(bit ^ 1 ^ odd)
            odd ^= bit
        return (code, -shared[name], name)
    return sorted(set().union(*runs), key=key)


def symbols(binary):
    """Each function symbol of `binary` and its size."""
    out = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True,
                         text=True).stdout
    sizes = {}
    for row in out.splitlines():
        cols = row.split()
        if len(cols) == 4 and cols[2] in "tTwWi":
            sizes[cols[3]] = int(cols[1], 16)
    return sizes


def with_variants(names, sizes):
    """`names` with every variant of each glibc string or memory function among them."""
    out, seen = [], set()
    for n in names:
        family = IFUNC.match(n)
        group = [n]
        if family:
            group += sorted(v for v in sizes if v.startswith(family.group(1)) and IFUNC.match(v))
        for v in group:
            if v not in seen:
                seen.add(v)
                out.append(v)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-build", action="store_true", help="use the builds already there")
    a = ap.parse_args()
    if not a.no_build:
        startup.run(["cargo", "build", "--release", "--locked", "--quiet"])
        startup.run(["cargo", "static", "--quiet"])
    # The static build first: its goals are the tighter ones.
    builds = [os.path.join(startup.target_dir(), startup.host_tuple(), "static", "spw"),
              os.path.join(startup.target_dir(), "release", "spw")]
    lines = [line for line, _ in startup.ONE_LINERS] + MORE
    names, listed, report = [], set(), []
    with tempfile.TemporaryDirectory() as tmp:
        for b in builds:
            sizes = symbols(b)
            runs = [functions(b, line, tmp) for line in lines]
            shared = collections.Counter(n for run in runs for n in run)
            placed = with_variants(gray_order(runs, shared), sizes)
            names += [n for n in placed if n not in listed]
            listed.update(placed)
            report.append((b, sizes, runs, placed))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("# Made by bench/order.py (build.rs, order_functions): the functions spw's\n"
                "# one-liners run, each one-liner's side by side. Regenerate after a toolchain\n"
                "# or dependency update.\n")
        f.write("\n".join(names) + "\n")
    for b, sizes, runs, placed in report:
        print(f"{b}: {sum(n in sizes for n in names)} of the {len(names)} names")
        for line, run in zip(lines, runs):
            print(f"  {windows(placed, sizes, run):3} windows of 64 KB: {line}")
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
