#!/usr/bin/env python3
"""The worst admitted input of every procedure's `--chances` (bench/worst.md).

crates/engine/src/chance/limits.rs promises that anything admitted finishes in well under a second. This runs,
per procedure, a short list of candidate command lines at or just past the limits that procedure
admits (the biggest numbers, every option that adds branches turned on) with `--chances`, and
prints each one's exit status, processor time and peak resident set. A numeric option whose limit
is not a plain constant is found by bisection on the exit status first (`Bisect` below), and its
largest admitted value and the next one are both measured. Refused inputs (exit 2) stay in the
table: they show where the limit is. The worst admitted input of a procedure is its slowest with
exit 0; that one is run again with `--json --chances`.

Each run is made three times; the slowest processor time (user + system, from wait4) and the
largest peak resident set are kept, as bench/hostile.py does: on a machine shared with builds,
wall time mostly measures the wait for a processor. The peak resident set has a floor of about
14 MB that is this Python's own (the forked child's pages before exec count): small figures
mean "small", large ones are the binary's.

    cargo build --release && python3 bench/worst.py [path/to/spw] [--markdown]

`--markdown` also prints the per-procedure table of bench/worst.md.
"""

import os
import shlex
import subprocess
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Past this a run is killed (and reported as such): far beyond the promise anyway.
TIMEOUT = 30.0

# The promise's margins: flagged in the output.
SLOW = 0.5
BIG = 50.0


class Bisect:
    """The largest value of `{n}` in `template` in lo..=hi that is admitted (exit 0), found by
    bisection; assumes lo is admitted and that admission is monotone in n."""

    def __init__(self, template, lo, hi):
        self.template, self.lo, self.hi = template, lo, hi


# Melee's two sides, every branch live: ferocity 2 (most hits), skill 6 (fewest saves), morale
# 12 with officers (the morale tests reachable at every count), pursuit (bench/README.md).
MELEE = ("--attacker-ferocity 2 --attacker-skill 6 --attacker-morale 12 --attacker-officer "
         "--defender-ferocity 2 --defender-skill 6 --defender-morale 12 --defender-officer")

CRT_100 = " ".join(f"-a {5 + i % 7}/{1 + i % 12}" for i in range(100))
CRT_100D = " ".join(f"-d {3 + i % 5}/{1 + (i * 5) % 12}" for i in range(100))
CRT_101 = CRT_100 + " -a 1"

# Frontier tiles: 26 named units a side (a bag of 52 tiles).
SIDE_R = ",".join(f"r{i}" for i in range(1, 27))
SIDE_B = ",".join(f"b{i}" for i in range(1, 27))

# (rule set, procedure, candidates): each candidate is a command line after
# `spw --rules R --chances PROCEDURE`, or a Bisect.
PROCEDURES = [
    ("schwerpunkt", "terrain", ["", "--count 100000 --format json"]),
    ("schwerpunkt", "initiative", [
        "--sides A,B,C,D,E,F --phase artillery",
        "--sides A,B,C,D,E,F,G",
    ]),
    ("schwerpunkt", "move", [
        "--rating 1000 --obstacle 6 --partial-damage",
        "--rating 1000 --difficult --obstacle 6 --partial-damage",
        "--rating 1001",
    ]),
    ("schwerpunkt", "fire", [
        "-m 4 --shots 1000",
        "-m 4 --shots 1000 --pinned --moved --long-range",
        "-m 6 --shots 1000 --pinned --moved --long-range",
        Bisect("--sf {n}", 1, 1000),
        "--sf 1000",
        "--sf 1000 --pinned --moved --long-range",
        "-m 4 --template --pinned --moved --long-range",
        "-m 4 --shots 1001",
        "--sf 1001",
    ]),
    ("schwerpunkt", "scatter", [""]),
    ("schwerpunkt", "barrage", [
        "--guns 6",
        "--guns 6 --observer 4",
        "--guns 6 --2d6 --observer 4",
        "--guns 7",
    ]),
    ("schwerpunkt", "duel", [
        "--guns 100 --skill 4 --enemy-skill 4",
        "--guns 100 --skill 4 --enemy-skill 4 --enemy-guns 100",
        "--guns 100 --skill 4 --enemy-skill 4 --enemy-guns 50",
        "--guns 101 --skill 4 --enemy-skill 4",
    ]),
    ("schwerpunkt", "save", [
        "--skill 4 --hits 1000",
        "--skill 4 --hits 1000 --cover --rifle-grenade",
        "--skill 4 --building-template 1000",
        "--hits 1000 --flamethrower-bunker",
        "--skill 4 --hits 1001",
    ]),
    ("schwerpunkt", "pin", [
        "--hits 5000 --strength 10000",
        "--hits 10000 --strength 10000",
        "--hits 10001 --strength 10000",
    ]),
    ("schwerpunkt", "penetrate", [
        "-c 10 --vehicle L -m 4 --shots 20 --facing side --moving --long-range",
        "-c 10 --vehicle L -m 4 --shots 20 --aim tracks --pinned --moved --moving --hull-down "
        "--long-range",
        # SF dice: every count of hits, then a penetration and a damage roll per hit.
        Bisect("-c 10 --vehicle L --sf {n} --facing rear", 1, 20),
        Bisect("-c 1 --vehicle soft --sf {n}", 1, 20),
        "-c 10 --vehicle L --sf 11",
        "-c 5 --vehicle D --sf 11 --facing side",
        "-c 10 --vehicle L --sf 10 --facing rear",
        "-c 10 --vehicle L --sf 8 --facing rear",
        "-c 10 --vehicle L --sf 20 --facing rear",
        "--vehicle L --assault --figures 20",
        "-c 10 --vehicle soft -m 4 --shots 20",
        "-c 10 --vehicle L -m 4 --shots 21",
        "-c 10 --vehicle L --sf 21",
    ]),
    ("schwerpunkt", "drift", ["", "--gas"]),
    ("schwerpunkt", "test", [
        "--skill 4 --figures 1000",
        "--skill 4 --figures 1000 --for gas-mask",
        "--skill 4 --figures 1001",
    ]),
    ("schwerpunkt", "melee", [
        f"--attacker-figures 150 --defender-figures 150 {MELEE} --pursue",
        f"--attacker-figures 150 --defender-figures 150 {MELEE} --pursue --gap 1000",
        "--attacker-figures 150 --defender-figures 150 --attacker-ferocity 4 --attacker-skill 4 "
        "--attacker-morale 2 --defender-ferocity 4 --defender-skill 4 --defender-morale 2 "
        "--continued --pursue",
        f"--attacker-figures 150 --defender-figures 1 {MELEE} --pursue",
        "--attacker-figures 150 --defender-figures 150 --attacker-ferocity 3 --attacker-skill 5 "
        "--attacker-morale 12 --attacker-officer --attacker-fatigue 1 --defender-ferocity 3 "
        "--defender-skill 5 --defender-morale 12 --defender-officer --defender-fatigue 1 --pursue",
        f"--attacker-figures 150 --defender-figures 150 {MELEE} --continued --pursue",
        f"--attacker-figures 151 --defender-figures 150 {MELEE} --pursue",
    ]),
    ("schwerpunkt", "morale", [
        "-m 12 -o --hits 1000",
        "-m 12 -o --hits 5",
        "-m 12 -o --hits 1001",
    ]),
    ("schwerpunkt", "flee", [
        "--pursue --gap 1000",
        "--pursue --gap 0",
        "--retire",
        "--pursue --gap 1001",
    ]),
    ("schwerpunkt", "aircraft", [
        "--ours 100 --our-reliability 4 --theirs 100 --their-reliability 4",
        "--ours 100 --our-reliability 2 --theirs 100 --their-reliability 6",
        "--ours 101 --our-reliability 4",
    ]),
    ("schwerpunkt", "aa", [
        "--guns 20 --range 48",
        "--shots 40 --range 48",
        "--shots 40 --range 48 --one-plane",
        "--guns 21 --range 48",
        "--shots 41 --range 48",
    ]),
    ("schwerpunkt", "strafe", ["--range 12", "--bombs --range 12", "--bombs --range 0",
                               "--bombs --range 13"]),
    ("schwerpunkt", "game-length", [""]),
    ("schwerpunkt", "victory", [
        "--main A --secondary 100,100 --destroyed 1000000000,1000000000",
        "--main A --secondary 101,0",
    ]),
    ("portable", "units", ["", "--type cavalry"]),
    ("portable", "activate", [
        "--units 60",
        "--units 60 --d6",
        "--units 60 --army native --command-lost --d6",
        "--units 61",
    ]),
    ("portable", "initiative", [""]),
    ("portable", "artillery", [
        "--type fortress-artillery --range 10 --indirect --two-hexes",
        "--type fortress-artillery --range 1 --pinned --two-hexes",
        "--type field-artillery --range 6 --two-hexes",
        "--type fortress-artillery --range 11",
    ]),
    ("portable", "fire", [
        "--units 20",
        "--units 20 --cover --pinned",
        "--units 21",
    ]),
    ("portable", "close-combat", [
        "--attacker cavalry --defender cavalry --attackers 4 --uphill --from-river "
        "--defender-in fortification --dismounted both",
        "--attacker machine-guns --defender infantry-close-combat --attackers 4 "
        "--defender-in woods",
        "--attacker machine-guns --defender command --attackers 1",
        "--attacker cavalry --defender machine-guns --attackers 5",
    ]),
    ("frontier", "tiles", [
        Bisect("--units {n}", 1, 1000),
        Bisect("--units {n} --place 1", 1, 1000),
        "--units 52 --place 3",
        "--units 52 --place 10",
        "--units 52 --place 40",
        "--units 52 --place 52",
        "--units 40 --place 1",
        "--units 30 --place 1",
        "--side Red=a,b,c,d,e,f --side Blue=g,h,i,j,k,l --fired a,g --place l",
        f"--side Red={SIDE_R} --side Blue={SIDE_B} --place r1",
        f"--side Red={SIDE_R} --side Blue={SIDE_B} --fired r2,b2 --place r1",
    ]),
    ("frontier", "artillery", [
        "--type heavy-artillery --range 12 --indirect",
        "--type heavy-artillery --range 12 --variant clock",
        "--type heavy-artillery --range 12 --variant centric --indirect",
        "--type afv --range 4 --indirect",
        "--type heavy-artillery --range 13",
    ]),
    ("frontier", "units", [""]),
    ("frontier", "battle", [
        "--attacker infantry --defender cavalry --attacker-in fortification --defender-in "
        "fortification --attacker-poor --defender-poor --defender-above 2 --from-river "
        "--cannot-retreat both",
        "--attacker afv --defender infantry --defender-in fortification --defender-poor "
        "--defender-above 2 --cannot-retreat both",
        "--attacker infantry --defender infantry --defender-above -2 --cannot-retreat",
        "--attacker infantry --defender infantry --defender-above 3",
    ]),
    ("series", "attrition", [
        "--column winter --units 200",
        "--column winter --units 200 --drm 1 --drm -1 --drm 2",
        "--column clear --units 200 --drm -3",
        "--column winter --units 201",
    ]),
    ("series", "activity", ["--c3i 3", "--c3i 1", "--c3i 4"]),
    ("series", "superiority", [
        "--attacker-rating 20 --defender-rating 20 --concentric --defender-motorized",
        Bisect("--attacker-rating {n} --defender-rating {n} --defender-motorized", 1, 20),
        Bisect("--attacker-rating {n} --defender-rating {n} --concentric --defender-motorized "
               "--attacker-cup b", 1, 20),
        "--attacker-rating 20 --defender-rating 1 --concentric --attacker-oos --defender-oos "
        "--defender-motorized --attacker-cup b",
        "--attacker-rating 21 --defender-rating 20",
    ]),
    ("series", "crt", [
        "-a 6 -d 1 --drm 3 --shift 1",
        "--all-columns --drm 1000 --drm -1000 --drm 5",
        "--all-columns --drm 1000",
        "--goal defender_hits>=2 --at-least 99.99 --drm -3",
        "--goal result!=AE --drm 2",
        f"{CRT_100} {CRT_100D} --drm 2",
        "--odds 1000000:1 --drm 1000 --shift 1000",
        "-a 1000000 -d 1/12 --shift 1000",
        f"{CRT_101} -d 1",
    ]),
    ("series", "losses", [
        "--hits 1000 --units 1000",
        "--hits 1000 --units 1000 --motorized",
        "--hits 1000 --units 1000 --motorized --out-of-supply --retreat 1",
        "--hits 1000 --units 1000 --cannot-retreat",
        "--hits 1000 --units 1 --attacker",
        "--hits 1001",
    ]),
    ("series", "event", [""]),
    ("tsatf", "cards", [
        Bisect("--red {n} --black {n}", 1, 1000),
        Bisect("--red {n} --black {n} --place R1", 1, 1000),
        Bisect("--red {n} --place R1", 1, 1000),
    ]),
    ("tsatf", "move", [
        "--type infantry --terrain rough --road --limbering --loading",
        "--type tracked --terrain rough --road --limbering --loading",
        "--type wheeled --terrain rough --road --limbering --loading",
        "--type hmg-crew --terrain rough --road --limbering --loading",
    ]),
    ("tsatf", "fire", [
        Bisect("--weapon rifle --quality crack --firers {n} --range 6 --class I", 1, 1000),
        Bisect("--weapon bar --quality crack --firers {n} --range 6 --class I", 1, 1000),
        Bisect("--weapon smg --firers {n} --range 3 --class I", 1, 1000),
        Bisect("--weapon hmg --firers {n} --range 6 --class I", 1, 1000),
        Bisect("--weapon lmg --firers {n} --range 30 --class II --shaken", 1, 1000),
        "--weapon rifle --quality green --firers 52 --range 1000 --class IV --shaken",
        "--weapon rifle --quality green --firers 1 --range 1001 --class I",
    ]),
    ("tsatf", "mortar", [
        Bisect("--quality veteran --range 12 --class I --figures {n}", 0, 1000),
        Bisect("--quality green --medium --range 30 --class I --figures {n} --ranged", 0, 1000),
        Bisect("--quality green --range 12 --class I --figures {n} --landed", 0, 1000),
        "--quality veteran --range 30 --class I --figures 52",
        "--quality veteran --range 12 --class I --figures 26",
        "--quality veteran --range 12 --class I --figures 20",
        "--quality veteran --range 12 --class I --figures 16",
    ]),
    ("tsatf", "barrage", [
        Bisect("--weapons 100 --figures {n}", 0, 1000),
        Bisect("--weapons 1 --figures {n} --landed", 0, 1000),
        "--weapons 101",
    ]),
    ("tsatf", "close-combat", [
        "--attacker crack --defender crack --attacker-figures 10 --defender-figures 10",
        "--attacker green --defender green --attacker-figures 10 --defender-figures 10 --attacker-leader --defender-leader "
        "--defender-shaken --cover --higher --gurkhas --usmc --attacker-smg --defender-smg "
        "--grenades 10 --defender-grenades 10 --campaign",
        "--attacker veteran --defender green --attacker-crews --defender-crews --attacker-figures 10 --defender-figures 10 "
        "--flank --wire --attacker-serving --defender-serving --grenades 10 "
        "--defender-grenades 10 --campaign",
        "--attacker crack --defender green --attacker-figures 10 --defender-figures 10 --grenades 10 --defender-grenades 10 "
        "--campaign --attacker-leader --defender-leader",
        "--attacker veteran --defender veteran --attacker-figures 10 --defender-figures 10 --grenades 5 --defender-grenades 10 "
        "--campaign --attacker-crews --defender-crews",
        "--attacker crack --defender crack --attacker-figures 11 --defender-figures 10",
    ]),
    ("tsatf", "grenades", [Bisect("--units {n}", 1, 100), "--units 100", "--units 101"]),
    ("tsatf", "test", [
        "--kind stand --quality green --leader --shaken",
        "--kind critical --quality crack --leader",
    ]),
    ("tsatf", "spot", [
        "--quality green --range 20 --leader",
        "--quality green --range 21 --leader",
        "--quality crack --range 12 --leader",
    ]),
    ("tsatf", "wound", ["", "--first"]),
]


def measure_once(binary, words):
    p = subprocess.Popen([binary] + words, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, env=ENV)
    timer = threading.Timer(TIMEOUT, p.kill)
    timer.start()
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    first = err.decode("utf-8", "replace").strip().split("\n")[0] if err else ""
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, p.returncode, first


def measure(binary, words, times=3):
    runs = [measure_once(binary, words) for _ in range(times)]
    return (max(r[0] for r in runs), max(r[1] for r in runs), runs[0][2], runs[0][3])


def command(rules, proc, args, json=False):
    head = ["--rules", rules] + (["--json"] if json else []) + ["--chances", proc]
    return head + shlex.split(args)


def bisect(binary, rules, proc, b):
    """The largest admitted n of a Bisect (one run per probe: only the exit status counts)."""
    ok = lambda n: measure_once(binary, command(rules, proc, b.template.format(n=n)))[2] == 0
    lo, hi = b.lo, b.hi
    if not ok(lo):
        return None
    if ok(hi):
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid
    return lo


def shown(rules, proc, args, json=False):
    return " ".join(["spw", "--rules", rules] + (["--json"] if json else [])
                    + ["--chances", proc] + ([args] if args else []))


def main():
    argv = [a for a in sys.argv[1:] if not a.startswith("--")]
    markdown = "--markdown" in sys.argv[1:]
    binary = argv[0] if argv else os.path.join(ROOT, "target", "release", "spw")
    worst = []
    print(f"{'exit':>4} {'seconds':>8} {'MB':>7}  command / refusal")
    for rules, proc, candidates in PROCEDURES:
        lines = []
        for c in candidates:
            if isinstance(c, Bisect):
                n = bisect(binary, rules, proc, c)
                if n is None:
                    lines.append(c.template.format(n=c.lo))
                    continue
                lines.append(c.template.format(n=n))
                if n < c.hi:
                    lines.append(c.template.format(n=n + 1))
            else:
                lines.append(c)
        rows = []
        for args in lines:
            secs, mb, code, err = measure(binary, command(rules, proc, args))
            rows.append((secs, mb, code, args))
            over = code == 0 and (secs > SLOW or mb > BIG)
            flag = "  <-- over the promise's margin" if over else ""
            print(f"{code:>4} {secs:8.3f} {mb:7.1f}  {shown(rules, proc, args)}{flag}")
            if code != 0 and secs > 0.1:
                print(f"{'':>22}(refused only after {secs:.2f} s of work, not at once)")
            if code != 0 and err:
                print(f"{'':>22}{err[:150]}")
        admitted = [r for r in rows if r[2] == 0]
        if not admitted:
            worst.append((rules, proc, None, None, None, None, None))
            continue
        secs, mb, _, args = max(admitted, key=lambda r: (r[0], r[1]))
        jsecs, jmb, jcode, _ = measure(binary, command(rules, proc, args, json=True))
        print(f"{jcode:>4} {jsecs:8.3f} {jmb:7.1f}  {shown(rules, proc, args, json=True)}")
        worst.append((rules, proc, args, secs, mb, jsecs, jmb))
    print()
    print("worst admitted per procedure (text; JSON)")
    for rules, proc, args, secs, mb, jsecs, jmb in worst:
        if args is None:
            print(f"  {rules:<12} {proc:<13} nothing admitted with --chances")
        else:
            a = args if len(args) <= 150 else args[:147] + "..."
            print(f"  {rules:<12} {proc:<13} {secs:6.3f} s {mb:6.1f} MB; json {jsecs:6.3f} s "
                  f"{jmb:6.1f} MB  {a}")
    if markdown:
        print()
        print("| rules | procedure | worst admitted (after `spw --rules R --chances PROC`) "
              "| s | MB | `--json` s | `--json` MB |")
        print("|---|---|---|---:|---:|---:|---:|")
        for rules, proc, args, secs, mb, jsecs, jmb in worst:
            if args is None:
                print(f"| {rules} | {proc} | (no `--chances`) | | | | |")
            else:
                a = args if len(args) <= 120 else args[:117] + "..."
                print(f"| {rules} | {proc} | `{a}` | {secs:.3f} | {mb:.1f} | {jsecs:.3f} | "
                      f"{jmb:.1f} |")


ENV = {k: v for k, v in os.environ.items() if not k.startswith("SPW_")}

if __name__ == "__main__":
    main()
