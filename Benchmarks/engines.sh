#!/usr/bin/env bash
# The two OCR engines compared on a labelled folder of photos (wild-dev, srd-dev, ...): each
# engine's pages are recorded once (`vault ocr --json`, `vault ocr --engine ppocr --json`), the
# same parser reads both recordings (`vault scan --from-ocr-json`), and the shared reference
# scorer (shared/receipts/score.py) scores each.
#
# usage: Benchmarks/engines.sh DIR [--keep OUTDIR] [--threads N]
#   --keep OUTDIR  keep the recordings and parser output there (tesseract.json, ppocr.json, ...)
#   --threads N    threads for the ppocr engine (default 2); Tesseract runs with one
# VAULT=path/to/vault skips the release build; SCORE=path/to/score.py overrides the scorer.
# Prints, per engine, the seconds per photo of recording and the scorer's lines.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${1:?usage: Benchmarks/engines.sh DIR [--keep OUTDIR] [--threads N]}
shift
out=""
threads=2
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) out=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
done
score=${SCORE:-../shared/receipts/score.py}
if [ -z "${VAULT:-}" ]; then
  swift build -c release --product vault >&2
  VAULT=.build/release/vault
fi
if [ -z "$out" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
files=("$dir"/*.jpg)

# Counted before OMP_THREAD_LIMIT=1 is set for Tesseract: nproc honours that variable.
cores=$(nproc)
now() { date +%s.%N; }
per_photo() { python3 -c "print('%.2f' % (($2 - $1) / $3))"; }

record() {
  local name=$1
  shift
  local start cpu
  start=$(now)
  /usr/bin/time -f "%U %S" -o "$out/$name.cpu" "$@" "${files[@]}" > "$out/$name.json" 2> "$out/$name.stderr" || true
  cpu=$(awk '{print $1 + $2}' "$out/$name.cpu")
  echo "$name: recorded ${#files[@]} photos, $(per_photo "$start" "$(now)" ${#files[@]}) s a photo," \
    "$(per_photo 0 "$cpu" ${#files[@]}) s CPU a photo ($cores cores, load $(cut -d' ' -f1 /proc/loadavg))"
  "$VAULT" scan --json --from-ocr-json "$out/$name.json" > "$out/$name.scan.json" 2>/dev/null || true
  # The scorer runs `VAULT scan --json FILES`: answer with the parse of the recording.
  printf '#!/bin/sh\ncat %q\n' "$(realpath "$out/$name.scan.json")" > "$out/$name.vault"
  chmod +x "$out/$name.vault"
  python3 "$score" "$out/$name.vault" "$dir" --details "$out/$name.details.tsv"
}

OMP_THREAD_LIMIT=1 record tesseract "$VAULT" ocr --json
record ppocr "$VAULT" ocr --engine ppocr --threads "$threads" --json
