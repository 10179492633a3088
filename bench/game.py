#!/usr/bin/env python3
"""A game's one-liners in a long game against a new one, measured in one interleaved run.

Two games of the Portable Wargame: a new one, and one of about 9,900 entries (rolls, draws
and `next`s, played through one `game open` session; a game file holds at most 10,000). Every
round runs each command once, in a shuffled order, so a change in the machine's load falls on
all of them alike: `spw --game G roll d6`, `spw --game G status`, and `spw game open G` to its
prompt (its input empty: it opens, greets and closes), in each game; and, for the record, the
long game's `status` without its snapshot (`SPW_SNAPSHOT_EVERY=0`: every entry replayed). Each
figure is the median over the rounds of the wall time and of the processor time (user + system,
from `wait4`, which waiting for a busy processor does not inflate); the ratio is the long
game's to the new game's. Each round's `roll d6` adds an entry to both games. Results go in bench/README.md.

    python3 bench/game.py                 # builds --release first, 30 rounds
    python3 bench/game.py --rounds 10 --no-build
"""

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENTRIES = 9_900


def spw_path():
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    return os.path.join(target, "release", "spw")


def run(args, env=None):
    """Wall and processor seconds of one run, its input empty."""
    started = time.perf_counter()
    p = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {args}")
    return wall, usage.ru_utime + usage.ru_stime


def long_script():
    lines = []
    while len(lines) < ENTRIES:
        for i in range(20):
            lines.append("roll 2d6" if i % 3 else "draw 1")
        lines.append("next")
    return ("\n".join(lines[:ENTRIES]) + "\n").encode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=30)
    ap.add_argument("--no-build", action="store_true")
    a = ap.parse_args()
    if not a.no_build:
        subprocess.run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=ROOT,
                       check=True)
    spw = spw_path()
    d = tempfile.mkdtemp(prefix="spw-game-bench-")
    new, long = os.path.join(d, "new.spw"), os.path.join(d, "long.spw")
    for f in (new, long):
        subprocess.run([spw, "game", "new", f, "--rules", "portable", "--seed", "1"],
                       check=True, stdout=subprocess.DEVNULL)
    started = time.perf_counter()
    subprocess.run([spw, "game", "open", long], input=long_script(), check=True,
                   stdout=subprocess.DEVNULL)
    print(f"played {ENTRIES} entries in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    no_snapshot = dict(os.environ, SPW_SNAPSHOT_EVERY="0")
    cmds = {}
    for name, f in (("new", new), ("long", long)):
        cmds[f"roll d6 ({name})"] = ([spw, "--game", f, "roll", "d6"], None)
        cmds[f"status ({name})"] = ([spw, "--game", f, "status"], None)
        cmds[f"game open ({name})"] = ([spw, "game", "open", f], None)
    cmds["status (long, no snapshot)"] = ([spw, "--game", long, "status"], no_snapshot)
    times = {k: [] for k in cmds}
    for _ in range(a.rounds):
        order = list(cmds)
        random.shuffle(order)
        for k in order:
            args, env = cmds[k]
            times[k].append(run(args, env=env))
    wall = {k: statistics.median(w for w, _ in v) * 1000 for k, v in times.items()}
    cpu = {k: statistics.median(c for _, c in v) * 1000 for k, v in times.items()}
    print(f"{a.rounds} rounds, load average {os.getloadavg()[0]:.1f} at the end")
    print(f"{'command':<30} {'wall':>10} {'long/new':>9} {'processor':>10} {'long/new':>9}")
    for k in cmds:
        ratios = ["", ""]
        if "(long" in k:
            base = k.split(" (")[0] + " (new)"
            ratios = [f"{wall[k] / wall[base]:.2f}x", f"{cpu[k] / cpu[base]:.2f}x"]
        print(f"{k:<30} {wall[k]:>8.2f}ms {ratios[0]:>9} {cpu[k]:>8.2f}ms {ratios[1]:>9}")


if __name__ == "__main__":
    main()
