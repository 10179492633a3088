#!/usr/bin/env python3
"""Start-up of spw's one-liners as ratios to /bin/true, measured in one interleaved run.

Every round runs each command once, in a shuffled order: /bin/true, a static Rust hello, a
dynamic Rust hello, a "clap hello" built both ways (a hello that reads a `roll EXPR` command
line with clap, as spw does: the floor clap sets), rolldice 2d6 (when installed: apt-get install rolldice), and each one-liner
with the stock build (`cargo build --release`) and the static one (`cargo static`). A change in
the machine's load during the run falls on all of them alike; each command's figure is its
median wall time over the rounds divided by the median of /bin/true's (and its processor time
likewise, which waiting for a busy processor does not inflate). Peak memory is the maximum
resident set of `spw roll 2d6` by GNU time (`/usr/bin/time`), the median of 21 runs.

    python3 bench/startup.py                      # build both, 200 rounds, print the table
    python3 bench/startup.py --rounds 50 --no-build
    python3 bench/startup.py --stock path/to/spw --static path/to/static/spw

Before timing, each one-liner is run once with both builds and their outputs compared: the
static build must print what the stock one prints. Then every program timed is dropped from
the page cache, so each is read back from the disk alike, however it was written (`evict`).
Results are recorded in bench/README.md.
"""

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (one-liner, kind): the kind picks the goal (the stock build's, the static build's).
ONE_LINERS = [
    ("roll 2d6", "roll"),
    ("--seed 1 barrage --guns 6", "procedure"),
    ("--seed 1 morale --morale 7", "procedure"),
    ("--seed 1 tsatf fire --quality veteran --weapon lmg --firers 1 --range 15 --class II",
     "procedure"),
    ("--seed 1 series crt --attacker 29 --defender 13", "procedure"),
    ("--chances morale --morale 7", "chances"),
    ("--chances save --skill 5 --hits 4 --cover", "chances"),
]
GOALS = {"roll": (1.6, 1.25), "procedure": (1.9, 1.6), "chances": (2.0, 1.6)}
RSS_GOAL_KB = 4500


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=ROOT, check=True, **kw)


def target_dir():
    return os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")


def host_tuple():
    return run(["rustc", "--print", "host-tuple"], capture_output=True, text=True).stdout.strip()


def hellos(tmp):
    """A static and a dynamic Rust hello world, built with this machine's rustc -O."""
    src = os.path.join(tmp, "hello.rs")
    with open(src, "w") as f:
        f.write('fn main() { println!("Hello, world!"); }\n')
    static, dynamic = os.path.join(tmp, "hello-static"), os.path.join(tmp, "hello-dynamic")
    run(["rustc", "-O", "-C", "target-feature=+crt-static", "-o", static, src])
    run(["rustc", "-O", "-o", dynamic, src])
    return static, dynamic


def clap_hellos(tmp, spw):
    """The same hello, but reading its command line with clap as spw does: clap's version and
    features from spw's Cargo.lock and Cargo.toml, spw's release profile, a `roll EXPR`
    subcommand and as many global options as `spw roll --help` lists. It is the floor the
    argument parser sets: spw cannot start faster than this with clap. Built the stock way and
    the way `cargo static` builds (None when cargo cannot build it, e.g. offline without clap
    in its cache)."""
    import tomllib
    with open(os.path.join(ROOT, "Cargo.lock"), "rb") as f:
        lock = tomllib.load(f)
    with open(os.path.join(ROOT, "Cargo.toml"), "rb") as f:
        manifest = tomllib.load(f)
    version = next(p["version"] for p in lock["package"] if p["name"] == "clap")
    features = manifest["dependencies"]["clap"]["features"]
    profile = manifest["profile"]["release"]
    help_text = run([spw, "roll", "--help"], capture_output=True, text=True).stdout
    globals_ = sum(1 for l in help_text.splitlines()
                   if l.lstrip().startswith(("-", "--")) and "--help" not in l
                   and "--version" not in l)
    src_dir = os.path.join(tmp, "clap-hello", "src")
    os.makedirs(src_dir)
    with open(os.path.join(tmp, "clap-hello", "Cargo.toml"), "w") as f:
        f.write(f'[package]\nname = "clap-hello"\nversion = "0.1.0"\nedition = "2024"\n'
                f'[dependencies]\nclap = {{ version = "={version}", features = {json.dumps(features)} }}\n'
                f'[profile.release]\ncodegen-units = {profile.get("codegen-units", 16)}\n'
                f'lto = {json.dumps(profile.get("lto", False))}\n')
    options = "".join(f"    /// Option {i}\n    #[arg(long, global = true)]\n    o{i}: Option<String>,\n"
                      for i in range(globals_))
    with open(os.path.join(src_dir, "main.rs"), "w") as f:
        f.write("use clap::{Parser, Subcommand};\n#[derive(Parser)]\nstruct Cli {\n" + options
                + "    #[command(subcommand)]\n    cmd: Cmd,\n}\n#[derive(Subcommand)]\n"
                "enum Cmd {\n    /// Roll dice\n    Roll { expr: String },\n}\n"
                "fn main() {\n    let Cmd::Roll { expr } = Cli::parse().cmd;\n"
                '    println!("{expr}: 7");\n}\n')
    manifest_path = os.path.join(tmp, "clap-hello", "Cargo.toml")
    target = os.path.join(tmp, "clap-hello", "target")
    host = host_tuple()
    env = dict(os.environ, CARGO_TARGET_DIR=target)
    env.pop("RUSTFLAGS", None)
    base = ["cargo", "build", "--quiet", "--release", "--manifest-path", manifest_path]
    static_env = dict(env, RUSTFLAGS="-C target-feature=+crt-static -C relocation-model=static")
    for argv, e in [(base, env), (base + ["--target", host], static_env)]:
        if subprocess.run(argv + ["--offline"], env=e).returncode != 0 and \
                subprocess.run(argv, env=e).returncode != 0:
            print("the clap hello did not build: its rows are left out")
            return None
    return (os.path.join(target, host, "release", "clap-hello"),
            os.path.join(target, "release", "clap-hello"), globals_)


def evict(paths):
    """Drops each file's pages from the page cache, so every program timed is read back from
    the disk as after a restart. How a file's pages came into the cache changes the start-up
    of the same bytes: one the linker has just written (through a mapping) sits in small
    pages, a copy (`cp`) in large ones that a page fault maps many at a time,
    about 10 fewer faults and 0.2× less for the stock `roll 2d6` (bench/README.md)."""
    os.sync()
    for p in paths:
        fd = os.open(p, os.O_RDONLY)
        try:
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)


def time_once(argv, devnull):
    """Wall and processor (user + system) seconds of one run, its output thrown away."""
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 0), (os.POSIX_SPAWN_DUP2, devnull, 1),
               (os.POSIX_SPAWN_DUP2, devnull, 2)]
    t0 = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    t1 = time.perf_counter()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(argv)} failed (status {status})")
    return t1 - t0, usage.ru_utime + usage.ru_stime


def peak_kb(argv, runs=21):
    """The median peak resident set of `argv` in kB, by GNU time (a child of this script would
    count the script's own memory: its high-water mark survives the exec)."""
    gnu_time = shutil.which("time", path="/usr/bin")
    if not gnu_time:
        return None
    kb = []
    for _ in range(runs):
        r = subprocess.run([gnu_time, "-f", "%M", *argv], capture_output=True, text=True,
                           check=True)
        kb.append(int(r.stderr.strip().splitlines()[-1]))
    return statistics.median(kb)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--no-build", action="store_true", help="use the builds already there")
    ap.add_argument("--stock", help="the stock build (default: target/release/spw)")
    ap.add_argument("--static", help="the static build (default: target/HOST/static/spw)")
    ap.add_argument("--seed", type=int, default=1, help="of the order within each round")
    ap.add_argument("--before", help="an earlier build, timed in the same rounds for comparison")
    ap.add_argument("--no-clap-hello", action="store_true",
                    help="skip building the clap hellos (two builds of clap)")
    a = ap.parse_args()

    if not a.no_build:
        if not a.stock:
            run(["cargo", "build", "--release", "--locked", "--quiet"])
        if not a.static:
            run(["cargo", "static", "--quiet"])
    stock = a.stock or os.path.join(target_dir(), "release", "spw")
    static = a.static or os.path.join(target_dir(), host_tuple(), "static", "spw")
    builds = [("stock", os.path.abspath(stock)), ("static", os.path.abspath(static))]
    if a.before:
        builds.append(("before", os.path.abspath(a.before)))

    order = os.path.join(ROOT, "link", "startup-order.txt")
    if os.path.exists(order) and shutil.which("nm"):
        with open(order) as f:
            names = {row.strip() for row in f if row.strip() and not row.startswith("#")}
        for kind, b in builds:
            nm = run(["nm", b], capture_output=True, text=True).stdout
            have = sum(row.split()[-1] in names for row in nm.splitlines() if row.strip())
            # Each build has about half (the stock and static builds' names differ); far fewer
            # means the list was made by another toolchain.
            stale = " (stale: python3 bench/order.py remakes it)" if have < len(names) / 4 else ""
            print(f"{kind} build: {have} of the {len(names)} functions of "
                  f"link/startup-order.txt{stale}")
    for line, _ in ONE_LINERS:
        # A fresh roll differs from run to run: compare it seeded.
        words = line.split() if "--seed" in line or "--chances" in line else ["--seed", "1"] + line.split()
        outs = [run([b] + words, capture_output=True).stdout for _, b in builds]
        if any(o != outs[0] for o in outs):
            sys.exit(f"the builds print different things for `spw {line}`")

    tmp = tempfile.mkdtemp()
    try:
        hello_static, hello_dynamic = hellos(tmp)
        anchors = [("`/bin/true`", ["/bin/true"]),
                   ("a static Rust hello", [hello_static]),
                   ("a dynamic Rust hello (`cargo new`)", [hello_dynamic])]
        clap = None if a.no_clap_hello else clap_hellos(tmp, stock)
        if clap:
            clap_static, clap_stock, n = clap
            anchors += [(f"a clap hello, static (`roll 2d6`, {n} global options)",
                         [clap_static, "roll", "2d6"]),
                        (f"a clap hello, stock (`roll 2d6`, {n} global options)",
                         [clap_stock, "roll", "2d6"])]
        rolldice = shutil.which("rolldice") or shutil.which("/usr/games/rolldice")
        if rolldice:
            anchors.append(("`rolldice 2d6` (C)", [rolldice, "2d6"]))
        else:
            print("rolldice is not installed (apt-get install rolldice): its row is left out")
        jobs = {name: argv for name, argv in anchors}
        for line, _ in ONE_LINERS:
            for kind, b in builds:
                jobs[(line, kind)] = [b] + line.split()

        evict({shutil.which(argv[0]) or argv[0] for argv in jobs.values()})
        load_before = os.getloadavg()
        rng = random.Random(a.seed)
        wall = {k: [] for k in jobs}
        cpu = {k: [] for k in jobs}
        keys = list(jobs)
        with open(os.devnull, "w") as dn:
            fd = dn.fileno()
            for k in keys:  # one warm-up run each
                time_once(jobs[k], fd)
            for _ in range(a.rounds):
                rng.shuffle(keys)
                for k in keys:
                    w, c = time_once(jobs[k], fd)
                    wall[k].append(w)
                    cpu[k].append(c)
        load_after = os.getloadavg()
        peaks = {k: peak_kb(jobs[k]) for k in ["`/bin/true`"] + [("roll 2d6", b) for b, _ in builds]
                 + [name for name, _ in anchors if name.startswith("a clap hello")]}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def ratios(k):
        true = "`/bin/true`"
        return (statistics.median(wall[k]) / statistics.median(wall[true]),
                statistics.median(cpu[k]) / statistics.median(cpu[true]))

    print(f"{a.rounds} interleaved rounds; load average {load_before[0]:.1f} before, "
          f"{load_after[0]:.1f} after. Each figure: the median wall time over the median of "
          "/bin/true's (processor time likewise in brackets; the goals are wall time's).\n")
    print("| command | ratio to `/bin/true` |")
    print("|---|---:|")
    for name, _ in anchors:
        w, c = ratios(name)
        print(f"| {name} | {w:.2f}× ({c:.2f}×) |")
    print()
    print("| one-liner | stock build | goal | static build | goal |"
          + (" before |" if a.before else ""))
    print("|---|---:|---|---:|---|" + ("---:|" if a.before else ""))
    for line, kind in ONE_LINERS:
        cells = []
        if a.before:
            w, c = ratios((line, "before"))
            cells.append(f"{w:.2f}× ({c:.2f}×)")
        for (build, _), goal in zip(builds, GOALS[kind]):
            w, c = ratios((line, build))
            verdict = "met" if w <= goal else f"not met (+{w - goal:.2f})"
            cells.append(f"{w:.2f}× ({c:.2f}×) | ≤ {goal}×: {verdict}")
        if a.before:
            cells.append(cells.pop(0))
        print(f"| `spw {line}` | " + " | ".join(cells) + " |")
    print()
    if peaks["`/bin/true`"] is None:
        print("peak memory not measured: it needs GNU time (apt-get install time)")
        return
    for build, _ in builds:
        kb = peaks[("roll 2d6", build)]
        verdict = "met" if kb <= RSS_GOAL_KB else f"not met (+{(kb - RSS_GOAL_KB) / 1000:.1f} MB)"
        print(f"peak resident set of `spw roll 2d6`, {build} build: {kb / 1000:.1f} MB "
              f"(goal ≤ {RSS_GOAL_KB / 1000} MB: {verdict}); `/bin/true`: "
              f"{peaks['`/bin/true`'] / 1000:.1f} MB")
    for name, kb in peaks.items():
        if isinstance(name, str) and name.startswith("a clap hello"):
            print(f"peak resident set of {name}: {kb / 1000:.1f} MB")


if __name__ == "__main__":
    main()
