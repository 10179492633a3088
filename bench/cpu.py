#!/usr/bin/env python3
"""Processor and wall time of two whole commands whose cost is their own work, not start-up:
10,000 terrain tables as JSON Lines, and `victory` with a side named with 100,000 characters.
Each run's output goes into a pipe this script drains; its processor time (user + system) comes
from `wait4`. Every round runs each command once, in a shuffled order (with `--before`, an
earlier build's too), and each figure is the median over the rounds. Results are recorded in
bench/README.md.

    python3 bench/cpu.py --no-build --rounds 25
    python3 bench/cpu.py --no-build --before path/to/older/spw
"""

import argparse
import os
import random
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "x" * 100_000
COMMANDS = [
    ("10,000 terrain tables, --json", ["--json", "terrain", "--count", "10000", "--seed", "1"],
     "processor time ≤ 0.12 s"),
    ("victory, a 100,000-character side name",
     ["victory", "--sides", f"{NAME},B", "--main", "B", "--destroyed", "1,1"],
     "wall time < 0.1 s"),
]


def run_once(argv):
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    while p.stdout.read(1 << 16):
        pass
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.stdout.close()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {argv[:4]}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--spw", help="the build to time (default: target/release/spw)")
    ap.add_argument("--before", help="an earlier build, timed in the same rounds")
    a = ap.parse_args()
    if not a.no_build:
        subprocess.run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=ROOT,
                       check=True)
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    builds = [("spw", a.spw or os.path.join(target, "release", "spw"))]
    if a.before:
        builds.append(("before", a.before))
    jobs = [(name, build, [path] + args) for name, args, _ in COMMANDS for build, path in builds]
    times = {(n, b): [] for n, b, _ in jobs}
    for _ in range(a.rounds):
        random.shuffle(jobs)
        for n, b, argv in jobs:
            times[(n, b)].append(run_once(argv))
    print(f"{a.rounds} rounds, load average {os.getloadavg()[0]:.1f} at the end")
    print("| command | build | processor time | wall time | goal |")
    print("|---|---|---:|---:|---|")
    for name, _, goal in COMMANDS:
        for build, _ in builds:
            t = times[(name, build)]
            wall = statistics.median(w for w, _ in t)
            cpu = statistics.median(c for _, c in t)
            print(f"| {name} | {build} | {cpu:.3f} s (min {min(c for _, c in t):.3f}) "
                  f"| {wall:.3f} s | {goal} |")


if __name__ == "__main__":
    main()
