#!/usr/bin/env bash
# Quick-reference sheet benchmark (`spw sheet`): how long the release build takes to build
# each rule set's sheet as HTML (every table, every odds cell worked out exactly) and a game's
# unit cards for a roster of 12 units; the goal is under a second each. Whole processes timed
# with /usr/bin/time over RUNS runs after a warm-up: the median and the slowest wall time,
# the median user time and the peak memory (bench/README.md, "Sheets").
#
#   bench/sheet.sh            # build release, run, print the table
#   RUNS=20 bench/sheet.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release --locked --quiet
spw="$PWD/$CARGO_TARGET_DIR/release/spw"
runs="${RUNS:-10}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A game of 12 Schwerpunkt units, each with the fields its cards read.
{
    printf '[[side]]\nname = "Red"\n[[side]]\nname = "Blue"\n'
    for i in $(seq 1 12); do
        side=Red; [ $((i % 2)) = 0 ] && side=Blue
        printf '[[unit]]\nname = "Unit %s"\nside = "%s"\nfigures = %s\nmarksmanship = %s\nskill = %s\nmorale = %s\nofficer = true\n' \
            "$i" "$side" $((6 + i % 5)) $((3 + i % 3)) $((3 + i % 4)) $((6 + i % 4))
    done
} >"$work/units.toml"
"$spw" game new "$work/g.spw" --seed 1 --roster "$work/units.toml" >/dev/null

# median WALL, max WALL, median USER, max RSS of `$@` over $runs runs.
measure() {
    "$@" >/dev/null
    for _ in $(seq 1 "$runs"); do
        /usr/bin/time -f "%e %U %M" "$@" 2>&1 >/dev/null | tail -1
    done >"$work/times"
    local mid=$(((runs + 1) / 2))
    echo "$(sort -n -k1 "$work/times" | sed -n "${mid}p" | cut -d' ' -f1)" \
        "$(sort -n -k1 "$work/times" | tail -1 | cut -d' ' -f1)" \
        "$(sort -n -k2 "$work/times" | sed -n "${mid}p" | cut -d' ' -f2)" \
        "$(sort -n -k3 "$work/times" | tail -1 | cut -d' ' -f3)"
}

printf '%-28s %8s %8s %8s %9s %s\n' sheet "wall s" "max s" "user s" "peak KB" "under 1 s"
for what in schwerpunkt portable frontier series tsatf cards; do
    if [ "$what" = cards ]; then
        read -r wall max user rss < <(measure "$spw" sheet --game "$work/g.spw")
        name="cards, 12 units"
    else
        read -r wall max user rss < <(measure "$spw" sheet "$what")
        name="$what"
    fi
    ok=yes; awk "BEGIN { exit !($wall >= 1) }" && ok=NO
    printf '%-28s %8s %8s %8s %9s %s\n' "$name" "$wall" "$max" "$user" "$rss" "$ok"
done
