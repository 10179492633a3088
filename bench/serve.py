#!/usr/bin/env python3
"""How long a change takes to reach a page of `spw serve` (bench/README.md, "Live view").

A game of Schwerpunkt is served on loopback and opened in Debian's headless Chromium, driven
through chromedriver by plain WebDriver requests (no client library, no browser download).
Then 50 changes are written by one-liners in another process, `fire`, `set`, `undo` and
`next` in turn, as the browser test does (tests/cli/serve/browser.rs). The page notes when
each view arrives (`window.spwSeen`, by the page's own clock, the machine's); each change's
latency is that moment less when its one-liner started, and less when it ended (its entry is
on disk then). The anchor, in the same run, is the one-liner itself: the time from starting
it to its exit, which the first figure includes.

    cargo build --release && python3 bench/serve.py [--changes 50] [path/to/spw]
"""

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROSTER = """
[[side]]
name = "Red"
[[side]]
name = "Blue"
hidden = ["morale"]

[[unit]]
name = "1st Platoon"
side = "Red"
figures = 10
marksmanship = 4
skill = 5
morale = 7

[[unit]]
name = "Tigers"
side = "Blue"
figures = 8
skill = 4
morale = 9
note = "ford-ambush-plan"
hidden = ["note"]
"""

STEPS = [
    ["fire", "--unit", "1st Platoon", "--target", "Tigers", "--shots", "3"],
    ["set", "Tigers", "pinned=true"],
    ["undo"],
    ["next"],
]

# As .ci/run and the tests run it: headless, no network of its own, a fresh profile.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=360,740",
]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wd(base, method, path, body=None):
    """One WebDriver request; its `value`."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)["value"]


def pct(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, len(v) * p // 100)]


def now_ms():
    return time.time() * 1000.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spw", nargs="?", default="target/release/spw")
    ap.add_argument("--changes", type=int, default=50)
    args = ap.parse_args()
    spw = os.path.abspath(args.spw)
    for tool in ("chromium", "chromedriver"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is not installed (apt-get install chromium chromium-driver)")
    work = tempfile.mkdtemp(prefix="spw-bench-serve-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SPW_")}
    game = os.path.join(work, "game.spw")
    roster = os.path.join(work, "roster.toml")
    with open(roster, "w") as f:
        f.write(ROSTER)
    subprocess.run([spw, "game", "new", game, "--seed", "11", "--roster", roster],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([spw, "serve", "--game", game, "--json", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    url = json.loads(server.stdout.readline())["players"][0]
    port = free_port()
    driver = subprocess.Popen(["chromedriver", f"--port={port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    profile = os.path.join(work, "profile")
    session = None
    try:
        for _ in range(600):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.05)
        opts = {"args": CHROMIUM_ARGS + [f"--user-data-dir={profile}"]}
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": opts}}}
        session = wd(base, "POST", "/session", caps)["sessionId"]
        s = f"/session/{session}"
        wd(base, "POST", s + "/url", {"url": url})

        def js(script):
            return wd(base, "POST", s + "/execute/sync", {"script": script, "args": []})

        def until(script):
            for _ in range(60000):
                if js(script) is True:
                    return
                time.sleep(0.002)
            sys.exit(f"never true: {script}")

        until("return document.getElementById('live').textContent === 'live';")
        lags, after, anchor = [], [], []
        for n in range(1, args.changes + 1):
            words = STEPS[(n - 1) % len(STEPS)]
            began = now_ms()
            subprocess.run([spw, "--game", game] + words, check=True, env=env,
                           stdout=subprocess.DEVNULL)
            ended = now_ms()
            until("const e = document.querySelector('#view li.entry'); "
                  f"return !!e && e.value >= {n};")
            at = js("const s = window.spwSeen; return s[s.length - 1].at;")
            lags.append(at - began)
            after.append(max(0.0, at - ended))
            anchor.append(ended - began)
        load = os.getloadavg()[0]
        print(f"{args.changes} changes on loopback, headless Chromium, load average {load:.1f}")
        for name, v in [("one-liner started to page updated", lags),
                        ("one-liner ended to page updated", after),
                        ("anchor: the one-liner itself", anchor)]:
            print(f"  {name}: p50 {pct(v, 50):.0f} ms, p95 {pct(v, 95):.0f} ms, "
                  f"max {max(v):.0f} ms")
        print(f"  p95 started-to-page over the anchor's median: "
              f"{pct(lags, 95) / statistics.median(anchor):.1f}x")
    finally:
        if session:
            try:
                wd(base, "DELETE", f"/session/{session}")
            except OSError:
                pass
        driver.kill()
        server.kill()
        driver.wait()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
