#!/usr/bin/env python3
"""Measures every row of tests/hostile/inputs.tsv against the release build and rewrites its
seconds and peak_mb columns (bench/README.md, "Hostile inputs"). Each row runs three times;
the slowest time and the largest peak resident set (from wait4) are kept. The time is the
processor time (user + system, from wait4), as the fuzzer judges it: on a machine shared with
builds, wall time mostly measures the wait for a processor.

    cargo build --release && python3 bench/hostile.py [--new] [path/to/spw]

With --new only the rows not yet measured (0.00 seconds and 0.0 MB) are measured.
"""

import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "tests", "hostile", "inputs.tsv")


def unescape(s):
    """The table's escapes: {N*text} repeats text, then \\n, \\\\ and \\xNN (as tests/cli/hostile.rs)."""
    s = re.sub(r"\{(\d+)\*([^}]+)\}", lambda m: m.group(2) * int(m.group(1)), s)
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            c = s[i + 1]
            if c == "n":
                out.append("\n"); i += 2; continue
            if c == "\\":
                out.append("\\"); i += 2; continue
            if c == "x" and i + 3 < len(s) + 1:
                out.append(chr(int(s[i + 2:i + 4], 16))); i += 4; continue
        out.append(s[i]); i += 1
    return "".join(out)


FILES = os.path.join(ROOT, "tests", "hostile", "files.tsv")


def make_file(scratch, name, kind, content):
    """One file of files.tsv, made afresh (as tests/cli/hostile.rs makes it)."""
    path = os.path.join(scratch, name)
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    n = int(content) if kind in ("units", "rows", "entries", "heavy", "units-game") else 0
    if kind == "text":
        open(path, "wb").write(unescape(content).encode("latin-1"))
    elif kind == "units":
        open(path, "w").write("".join(f'[[unit]]\nname = "u{i}"\nside = "A"\n' for i in range(1, n + 1)))
    elif kind == "rows":
        os.makedirs(path)
        text = f'[damage]\nsection = "3.5"\nabout = "x"\ndice = "d{n}"\n' + "".join(
            f'[[damage.rows]]\nroll = "{i}"\nname = "n"\nresult = "r"\n' for i in range(1, n + 1))
        open(os.path.join(path, "schwerpunkt.toml"), "w").write(text)
    elif kind == "entries":
        head = '{"spw_journal":1,"spw":"0.1.0","rules":"schwerpunkt","seed":1}\n'
        open(path, "w").write(head + "".join(
            f'{{"n":{i},"kind":"alias","turn":1,"phase":"off-table artillery fire","line":"a = roll d6","stream":0}}\n' for i in range(1, n + 1)))
    elif kind == "units-game":
        units = ",".join(f'{{"name":"u{i}","side":"A"}}' for i in range(1, n + 1))
        open(path, "w").write('{"spw_journal":2,"spw":"0.1.0","rules":"schwerpunkt","seed":1,"roster":{"unit":[' + units + ']}}\n')
    elif kind == "heavy":
        head = '{"spw_journal":2,"spw":"0.1.0","rules":"schwerpunkt","seed":1}\n'
        open(path, "w").write(head + "".join(
            f'{{"n":{i},"kind":"command","line":"roll 10000d1000000","output":[],"stream":0}}\n' for i in range(1, n + 1)))
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dir":
        os.makedirs(path)
    elif kind == "link":
        os.symlink(content, path)
    elif kind != "absent":
        raise SystemExit(f"files.tsv: kind {kind}")


def with_files(words, scratch, make=True):
    """The words with each @NAME made a path, its files of files.tsv made afresh (when make)."""
    table = [l.split("\t") for l in open(FILES, encoding="utf-8").read().split("\n")
             if l and not l.startswith("#") and not l.startswith("name\t")]
    out = []
    for w in words:
        head, at = (w.split("=@", 1)[0] + "=", w.split("=@", 1)[1]) if "=@" in w else ("", None)
        if at is None and w.startswith("@"):
            at = w[1:]
        if at is None:
            out.append(w)
            continue
        top = at.split("/")[0]
        for name, kind, content in table:
            if make and name.split("/")[0] == top:
                make_file(scratch, name, kind, content)
        out.append(head + os.path.join(scratch, at))
    return out


def split_row(args):
    words = [] if args == "-" else [unescape(w) for w in shlex.split(args)]
    env = {}
    while words and re.match(r"^[A-Z_]+=", words[0]):
        k, v = words.pop(0).split("=", 1)
        env[k] = v
    return words, env


def measure(binary, words, env, stdin, scratch):
    # The user's own house rules and settings never reach the program (as in the tests).
    full_env = {k: v for k, v in os.environ.items()
                if not k.startswith("SPW_") and not k.startswith("XDG_")}
    full_env["XDG_CONFIG_HOME"] = os.path.join(scratch, "no-config")
    # A row's files are made afresh for each run (a row may make a file, as `game new` does),
    # by another process: a peak resident set is inherited through fork and exec, so this one
    # must never hold a large file (the 20 MB game) or every row would measure it.
    named = [f"{k}={v}" for k, v in env.items()] + words
    subprocess.run([sys.executable, os.path.abspath(__file__), "--make", scratch] + named,
                   check=True)
    env = {k: with_files([f"{k}={v}"], scratch, False)[0].split("=", 1)[1] for k, v in env.items()}
    words = with_files(words, scratch, False)
    full_env.update(env)
    start = time.monotonic()
    p = subprocess.Popen([binary] + words, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, env=full_env)
    if stdin is not None:
        try:
            p.stdin.write(stdin.encode())
        except BrokenPipeError:
            pass
    p.stdin.close()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    took = usage.ru_utime + usage.ru_stime
    return took, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status), wall


def main():
    if sys.argv[1:2] == ["--make"]:
        with_files(sys.argv[3:], sys.argv[2])
        return
    args = [a for a in sys.argv[1:] if a != "--new"]
    only_new = "--new" in sys.argv[1:]
    binary = args[0] if args else os.path.join(ROOT, "target", "release", "spw")
    lines = open(TABLE, encoding="utf-8").read().split("\n")
    scratch = tempfile.mkdtemp(prefix="spw-hostile-")
    out = []
    for line in lines:
        if not line or line.startswith("#") or line.startswith("args\t"):
            out.append(line)
            continue
        cols = line.split("\t")
        if only_new and (cols[4], cols[5]) != ("0.00", "0.0"):
            out.append(line)
            continue
        words, env = split_row(cols[0])
        stdin = None if cols[1] == "-" else unescape(cols[1])
        runs = [measure(binary, words, env, stdin, scratch) for _ in range(3)]
        secs = max(r[0] for r in runs)
        mb = max(r[1] for r in runs)
        wall = max(r[3] for r in runs)
        code = runs[0][2]
        flag = "" if code == int(cols[2]) else f"  (exit {code}, table says {cols[2]})"
        print(f"{secs:6.3f} s {mb:7.1f} MB (wall {wall:5.2f} s)  {cols[0][:60]}{flag}")
        cols[4] = f"{secs:.2f}"
        cols[5] = f"{mb:.1f}"
        out.append("\t".join(cols))
    open(TABLE, "w", encoding="utf-8").write("\n".join(out))
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
