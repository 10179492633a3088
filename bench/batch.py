#!/usr/bin/env python3
"""Batch rolling per line, as ratios to d20 in one interleaved run.

d20 (`pip install d20`, the Python dice engine of the Avrae bot) is the anchor: for each
expression it rolls the expression and prints its one-line result (`str(d20.roll(EXPR))`,
every die shown), line after line, into a pipe. spw reads the same expression as a batch of
`roll EXPR` lines (text, and `--json`) from a file, its output likewise into a pipe that this
script drains. Each run's processor time (user + system, from `wait4`) and wall time are
taken; a line's cost is the run's time less that of the same run with one line, divided by
the lines, so start-up (Python's and d20's import, spw's) is left out on both sides.

Every round runs each job once, in a shuffled order, so a change in the machine's load falls
on all of them alike; each figure is the median over the rounds, and the ratio is d20's median
over spw's (processor time; wall time in brackets).

    python3 bench/batch.py                       # build, 15 rounds, print the table
    python3 bench/batch.py --no-build --rounds 5 --before path/to/older/spw

With `--before`, each batch is first run seeded through both builds and their outputs compared
byte for byte. Results are recorded in bench/README.md.
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

# (expression, spw lines, d20 rolls): about a tenth of a second to a second each.
EXPRESSIONS = [("4d6kh3", 20000, 4000), ("100d6", 5000, 1000)]
MODES = [("text", ""), ("--json", " --json")]
GOAL = 10.0

D20 = """
import sys, d20
expr, n = sys.argv[1], int(sys.argv[2])
write = sys.stdout.write
for _ in range(n):
    write(str(d20.roll(expr)) + "\\n")
"""


def run_once(argv, stdin_path=None):
    """Wall and processor seconds of one run, its output read from a pipe and thrown away."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        t0 = time.perf_counter()
        p = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
        while p.stdout.read(1 << 16):
            pass
        _, status, usage = os.wait4(p.pid, 0)
        t1 = time.perf_counter()
        p.returncode = os.waitstatus_to_exitcode(status)
        p.stdout.close()
    finally:
        if stdin_path:
            stdin.close()
    if p.returncode != 0:
        sys.exit(f"{' '.join(argv)} failed (status {p.returncode})")
    return t1 - t0, usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--no-build", action="store_true", help="use the build already there")
    ap.add_argument("--spw", help="the build to time (default: target/release/spw)")
    ap.add_argument("--before", help="an earlier build, timed in the same rounds")
    ap.add_argument("--python", default=sys.executable, help="the Python that has d20")
    ap.add_argument("--seed", type=int, default=1, help="of the order within each round")
    a = ap.parse_args()

    probe = subprocess.run([a.python, "-c", "import d20"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        sys.exit("d20 is not installed for this Python: pip install d20")
    if not a.no_build and not a.spw:
        subprocess.run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=ROOT,
                       check=True)
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    builds = [("spw", os.path.abspath(a.spw or os.path.join(target, "release", "spw")))]
    if a.before:
        builds.append(("before", os.path.abspath(a.before)))

    tmp = tempfile.mkdtemp()
    try:
        # job key -> (argv, stdin file, lines); each with its one-line twin under (key, 1).
        jobs = {}
        for expr, n_spw, n_d20 in EXPRESSIONS:
            for n in (n_d20, 1):
                jobs[("d20", expr, n)] = ([a.python, "-c", D20, expr, str(n)], None, n)
            for mode, flag in MODES:
                for n in (n_spw, 1):
                    path = os.path.join(tmp, f"{expr}{flag.strip()}-{n}")
                    with open(path, "w") as f:
                        f.write(f"roll {expr}{flag}\n" * n)
                    for name, b in builds:
                        jobs[(name, expr, mode, n)] = ([b, "--seed", "1"], path, n)
        if a.before:
            for key, (argv, path, n) in jobs.items():
                if key[0] == "spw" and n > 1:
                    other = jobs[("before",) + key[1:]][0]
                    outs = [subprocess.run(x, stdin=open(path, "rb"), capture_output=True).stdout
                            for x in (argv, other)]
                    if outs[0] != outs[1]:
                        sys.exit(f"the builds print different things for {key[1:]}")
            print("outputs of the two builds: byte-identical for every batch")

        load_before = os.getloadavg()
        rng = random.Random(a.seed)
        keys = list(jobs)
        wall = {k: [] for k in keys}
        cpu = {k: [] for k in keys}
        for k in keys:  # one warm-up run each
            run_once(jobs[k][0], jobs[k][1])
        for _ in range(a.rounds):
            rng.shuffle(keys)
            for k in keys:
                w, c = run_once(jobs[k][0], jobs[k][1])
                wall[k].append(w)
                cpu[k].append(c)
        load_after = os.getloadavg()
    finally:
        for f in os.listdir(tmp):
            os.remove(os.path.join(tmp, f))
        os.rmdir(tmp)

    def per_line(key, times):
        """Median over the rounds of (this run − its one-line twin) / lines, in µs."""
        n = jobs[key][2]
        one = key[:-1] + (1,)
        return statistics.median((t - t1) / (n - 1) * 1e6
                                 for t, t1 in zip(times[key], times[one]))

    print(f"{a.rounds} interleaved rounds; load average {load_before[0]:.1f} before, "
          f"{load_after[0]:.1f} after. Per line: processor time (wall time in brackets), "
          "the median over the rounds; ratio: d20's over spw's.\n")
    head = "| line | d20 | " + " | ".join(f"{name} | × d20" for name, _ in builds) + " | goal |"
    print(head)
    print("|---|---:|" + "---:|---:|" * len(builds) + "---|")
    for expr, n_spw, n_d20 in EXPRESSIONS:
        d_key = ("d20", expr, n_d20)
        d_cpu, d_wall = per_line(d_key, cpu), per_line(d_key, wall)
        for mode, flag in MODES:
            cells = [f"{d_cpu:.1f} µs ({d_wall:.1f})"]
            verdict = ""
            for name, _ in builds:
                k = (name, expr, mode, n_spw)
                c, w = per_line(k, cpu), per_line(k, wall)
                cells.append(f"{c:.2f} µs ({w:.2f})")
                cells.append(f"{d_cpu / c:.1f}× ({d_wall / w:.1f}×)")
                if name == "spw":
                    verdict = "met" if d_cpu / c >= GOAL else "not met"
            print(f"| `roll {expr}{flag}` | " + " | ".join(cells)
                  + f" | ≥ {GOAL:.0f}×: {verdict} |")
    for name, _ in builds:
        for expr, n_spw, _ in EXPRESSIONS:
            text = per_line((name, expr, "text", n_spw), cpu)
            js = per_line((name, expr, "--json", n_spw), cpu)
            verdict = "no slower" if text <= js else "slower"
            print(f"\n{name}: `roll {expr}` as text {text:.2f} µs a line, as JSON {js:.2f} µs: "
                  f"text {verdict} than JSON", end="")
    print()


if __name__ == "__main__":
    main()
