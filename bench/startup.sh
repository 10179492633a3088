#!/usr/bin/env bash
# Whole-process timing with hyperfine: a one-liner's start-up, and the batch of 40 exact
# distributions (61d6 … 100d6) through one spw process. Results go in bench/README.md.
#   bench/startup.sh            (builds --release first; needs hyperfine: apt-get install hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet
spw="${CARGO_TARGET_DIR:-target}/release/spw"
batch=$(mktemp)
dir=$(mktemp -d)
trap 'rm -rf "$batch" "$dir"' EXIT
for n in $(seq 61 100); do echo "roll ${n}d6 --chances"; done > "$batch"
# An empty Rust program: the floor any process start-up on this machine pays.
printf 'fn main() {}\n' > "$dir/empty.rs"
rustc -O -o "$dir/empty" "$dir/empty.rs"
hyperfine -N --warmup 20 --runs 300 \
  "$dir/empty" \
  "$spw roll 2d6" \
  "$spw --seed 1 barrage --guns 6" \
  "$spw --chances save --skill 5 --hits 4 --cover" \
  "$spw roll 100d6 --chances --json"
# The batch goes through the shell's redirection (hyperfine 1.15 has no --input).
hyperfine --warmup 5 --runs 50 \
  "$spw --json < $batch" \
  "$spw --color never < $batch"
