#!/usr/bin/env bash
# Whole-process timing with hyperfine: a one-liner's start-up next to /bin/true, an empty Rust
# program and rolldice (when installed), batch throughput per line, and the batch of 40 exact
# distributions (61d6 … 100d6) through one spw process. Results go in bench/README.md.
# The start-up goals are ratios to /bin/true in one interleaved run: bench/startup.py.
#   bench/startup.sh            (builds --release first; needs hyperfine: apt-get install hyperfine)
#   SPW=/path/to/other/spw bench/startup.sh   also times another build, command by command
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --quiet
spw="${CARGO_TARGET_DIR:-target}/release/spw"
other="${SPW:-}"
batch=$(mktemp)
dir=$(mktemp -d)
trap 'rm -rf "$batch" "$dir"' EXIT
for n in $(seq 61 100); do echo "roll ${n}d6 --chances"; done > "$batch"
# An empty Rust program: the floor any process start-up on this machine pays.
printf 'fn main() {}\n' > "$dir/empty.rs"
rustc -O -o "$dir/empty" "$dir/empty.rs"
floors=(/bin/true "$dir/empty")
rolldice=$(command -v rolldice || command -v /usr/games/rolldice || true)
if [ -n "$rolldice" ]; then floors+=("$rolldice 2d6"); fi
# Each command runs for this build and, with SPW=..., for the other one right after it, so a
# change in the machine's load falls on both alike.
cmds=()
for c in "roll 2d6" "--seed 1 barrage --guns 6" "--seed 1 morale -m 8 --hits 3" \
    "--chances save --skill 5 --hits 4 --cover" "roll 100d6 --chances --json"; do
  cmds+=("$spw $c")
  if [ -n "$other" ]; then cmds+=("$other $c"); fi
done
hyperfine -N --warmup 20 --runs 300 "${floors[@]}" "${cmds[@]}"
# Batch throughput: 20,000 lines through one process (start-up is then 0.05 µs a line); divide
# the time by 20,000 for a line. The user time is the steadier figure on a loaded machine.
lines="$dir/lines"
for kind in "roll 4d6kh3" "roll 100d6 --json"; do
  for _ in $(seq 20000); do echo "$kind"; done > "$lines.${kind// /_}"
done
hyperfine --warmup 3 --runs 20 \
  "$spw --seed 1 < $lines.roll_4d6kh3" \
  "$spw --seed 1 < $lines.roll_100d6_--json"
# The batch goes through the shell's redirection (hyperfine 1.15 has no --input).
hyperfine --warmup 5 --runs 50 \
  "$spw --json < $batch" \
  "$spw --color never < $batch"
