#!/usr/bin/env bash
# Accuracy of `vault scan` on a labelled receipt folder (NAME.jpg + NAME.json, in the layout
# of the SROIE or the German dev set), and the time it takes.
#
# usage: Benchmarks/accuracy.sh DIR [--compare-ocr] [-- SCAN OPTIONS...]
#   --compare-ocr   also time plain `vault ocr` and `vault scan --jobs 1` (one worker each),
#                   the cost of the parser and of second looks over reading the text once
#   SCAN OPTIONS    passed on to `vault scan`, e.g. -- --lang eng+deu --jobs 2
# Prints one line per setting: per-field accuracy (exact match, see Benchmarks/score.py)
# and seconds per receipt (wall clock).
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${1:?usage: Benchmarks/accuracy.sh DIR [--compare-ocr] [-- SCAN OPTIONS...]}
shift
compare=0
if [ "${1:-}" = "--compare-ocr" ]; then compare=1; shift; fi
if [ "${1:-}" = "--" ]; then shift; fi

swift build -c release --static-swift-stdlib >&2
vault=.build/release/vault
files=("$dir"/*.jpg)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

now() { date +%s.%N; }
seconds() { python3 -c "print($2 - $1)"; }

start=$(now)
"$vault" scan --json "$@" "${files[@]}" > "$out/scan.json" || true
elapsed=$(seconds "$start" "$(now)")
echo "vault scan $*"
python3 Benchmarks/score.py "$dir" "$out/scan.json" --seconds "$elapsed" --buckets

if [ "$compare" = 1 ]; then
  start=$(now)
  "$vault" ocr --json "$@" "${files[@]}" > /dev/null || true
  ocr=$(seconds "$start" "$(now)")
  start=$(now)
  "$vault" scan --json --jobs 1 "$@" "${files[@]}" > "$out/scan1.json" || true
  scan=$(seconds "$start" "$(now)")
  python3 -c "n=${#files[@]}; print('one worker: vault ocr %.2f s/receipt, vault scan %.2f s/receipt, ratio %.2f' % ($ocr/n, $scan/n, $scan/$ocr))"
fi
