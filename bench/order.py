#!/usr/bin/env python3
"""Writes link/startup-order.txt: the functions spw's one-liners run, for the linker to lay out
side by side (build.rs passes the file to lld as --symbol-ordering-file).

Each one-liner of bench/startup.py, and a few more, is run under valgrind's callgrind with the
stock build (`cargo build --release`) and the static one (`cargo static`); every function either
build runs is listed, the ones the most runs share first. The two builds' names differ (their
profiles give different symbol hashes), so both are listed; the linker ignores names a binary
does not have. Run it again after a toolchain or dependency update (the names change with them,
and a stale file only loses the speed) and commit the file:

    cargo build --release && cargo static && python3 bench/order.py --no-build

Needs valgrind (apt-get install valgrind). It prints how many of the names each build has.
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-build", action="store_true", help="use the builds already there")
    a = ap.parse_args()
    if not a.no_build:
        startup.run(["cargo", "build", "--release", "--locked", "--quiet"])
        startup.run(["cargo", "static", "--quiet"])
    builds = [os.path.join(startup.target_dir(), "release", "spw"),
              os.path.join(startup.target_dir(), startup.host_tuple(), "static", "spw")]
    lines = [line for line, _ in startup.ONE_LINERS] + MORE
    shared = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for b in builds:
            for line in lines:
                shared.update(functions(b, line, tmp))
    names = sorted(shared, key=lambda n: (-shared[n], n))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("# Made by bench/order.py (build.rs, order_functions): the functions spw's\n"
                "# one-liners run, the most shared first. Regenerate after a toolchain or\n"
                "# dependency update.\n")
        f.write("\n".join(names) + "\n")
    for b in builds:
        nm = subprocess.run(["nm", b], capture_output=True, text=True).stdout
        have = {row.split()[-1] for row in nm.splitlines() if row.strip()}
        print(f"{b}: {sum(n in have for n in names)} of the {len(names)} names")
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
