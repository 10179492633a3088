#!/usr/bin/env python3
"""The heaviest ranges (`--chances` over `--shots 1..12` and the like; bench/README.md, "Ranges").

A range is one request: its values share the caps that keep one `--chances` under a second and
100 MB (src/rules/sweep.rs), and one that is too big is refused saying how far it can go. This
runs, for the procedures whose single requests are heaviest (bench/worst.md), a range from small
to their largest admitted value, and a few that are refused, and prints each one's exit status,
processor time and peak resident set (the slowest of three; wall time on a shared machine mostly
measures the wait for a processor).

    cargo build --release && python3 bench/ranges.py [path/to/spw]
"""

import os
import shlex
import subprocess
import sys

MELEE = ("--attacker-ferocity 2 --attacker-skill 6 --attacker-morale 12 --attacker-officer "
         "--defender-ferocity 2 --defender-skill 6 --defender-morale 12 --defender-officer")

RANGES = [
    "fire --sf 1..82",
    "fire -m 4 --shots 1..1000/11",
    "fire -m 4 --shots 901..1000",
    "save --skill 4 --hits 901..1000 --cover",
    "duel --guns 1..100 --skill 4 --enemy-skill 4 --enemy-guns 100",
    "penetrate -c 1 --vehicle soft --sf 1..20",
    "penetrate -c 10 --vehicle L --sf 1..20 --facing rear",
    f"melee --attacker-figures 1..150/2 --defender-figures 150 {MELEE} --pursue",
    f"melee --attacker-figures 1..100 --defender-figures 10 {MELEE} --pursue",
    "melee --attacker-figures 150 --defender-figures 150 --attacker-morale 2..12 "
    "--attacker-ferocity 2 --attacker-skill 6 --defender-ferocity 2 --defender-skill 6 "
    "--defender-morale 12 --defender-officer --pursue",
    "aa --shots 1..40 --range 48",
    "aircraft --ours 1..100 --our-reliability 2 --theirs 100 --their-reliability 6",
    "test --skill 4 --figures 1..1000/11",
    "--rules portable activate --units 1..60 --d6",
    "--rules frontier tiles --units 1..40 --place 1",
    "--rules series superiority --attacker-rating 1..10 --defender-rating 10 --defender-motorized",
    "--rules tsatf fire --weapon hmg --firers 1..8 --range 6 --class I",
    "--rules tsatf mortar --quality veteran --range 12 --class I --figures 1..16",
    "--rules tsatf grenades --units 1..100",
]


def measure(spw, line):
    args = [spw, "--chances", "--json"] + shlex.split(line)
    worst = (0.0, 0.0, 0, "")
    for _ in range(3):
        p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        err = p.stderr.read().decode()
        _, status, usage = os.wait4(p.pid, 0)
        t = usage.ru_utime + usage.ru_stime
        mb = usage.ru_maxrss / 1024.0
        worst = (max(worst[0], t), max(worst[1], mb), os.waitstatus_to_exitcode(status), err)
    return worst


def main():
    spw = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "target/release/spw")
    print("| range (after `spw --chances --json`) | exit | s | MB | refused: how far it can go |")
    print("|---|---:|---:|---:|---|")
    for line in RANGES:
        t, mb, code, err = measure(spw, line)
        said = err.strip().split("; ")[-1] if code else ""
        print(f"| `{line}` | {code} | {t:.3f} | {mb:.1f} | {said} |")


if __name__ == "__main__":
    main()
