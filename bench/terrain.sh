#!/usr/bin/env bash
# Terrain generation benchmark (rule 1.3): how long spw takes to make 10,000 tables as JSON
# Lines (the target: well under a second), 1,000 as terminal maps, and 1,000 SVG
# pictures written to a directory. Needs hyperfine (apt-get install hyperfine / cargo install hyperfine).
#
#   bench/terrain.sh            # build release, run, print the table
#   bench/terrain.sh --export-markdown out.md   # extra hyperfine options are passed on
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release --locked --quiet
spw="$CARGO_TARGET_DIR/release/spw"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
hyperfine --warmup 3 --min-runs 20 -N "$@" \
    --command-name "10,000 tables, JSON Lines" \
    "$spw --json terrain --count 10000 --seed 1" \
    --command-name "10,000 tables, --format json (goal: 100 ms)" \
    "$spw terrain --count 10000 --seed 1 --format json" \
    --command-name "1,000 tables, terminal maps" \
    "$spw terrain --count 1000 --seed 1 --color never" \
    --command-name "1,000 tables, SVG files" \
    "$spw terrain --count 1000 --seed 1 --format svg --out $out" \
    --command-name "1 table, terminal map" \
    "$spw terrain --seed 7"
# Memory does not grow with --count: the batch is written as it is made (peak RSS, KB).
if [ -x /usr/bin/time ]; then
    for n in 1000 100000; do
        /usr/bin/time -f "--count $n --format json: peak RSS %M KB, %e s" \
            "$spw" terrain --count "$n" --seed 1 --format json >/dev/null
    done
fi
