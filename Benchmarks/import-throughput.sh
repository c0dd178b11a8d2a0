#!/usr/bin/env bash
# OCR import throughput: `vault import` (default workers) against a serial loop of
# `OMP_THREAD_LIMIT=1 tesseract IMG -` over the same files, in one run.
#
# usage: Benchmarks/import-throughput.sh DIR [LIMIT]
#   DIR    folder of .jpg/.png receipt photos
#   LIMIT  only the first LIMIT files in name order (default: all)
#
# The loop is the plain command line (default page segmentation, the model loaded per file);
# vault does more per file (scaling, paper crop, the parser's second looks), so the ratio is
# what a user gains over scripting tesseract, not the same work done faster.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:?usage: Benchmarks/import-throughput.sh DIR [LIMIT]}
limit=${2:-0}
mapfile -t files < <(find "$dir" -maxdepth 1 \( -name '*.jpg' -o -name '*.jpeg' -o -name '*.png' \) | sort)
[ "$limit" -gt 0 ] && files=("${files[@]:0:$limit}")
[ ${#files[@]} -gt 0 ] || { echo "no .jpg/.png files in $dir" >&2; exit 2; }
command -v tesseract > /dev/null || { echo "the tesseract command is missing: sudo apt-get install tesseract-ocr" >&2; exit 2; }
swift build -c release --product vault > "${TMPDIR:-/tmp}/vault-build.log" 2>&1 || { cat "${TMPDIR:-/tmp}/vault-build.log" >&2; exit 1; }
vault=$PWD/.build/release/vault
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
start=$(now)
for file in "${files[@]}"; do tesseract "$file" - > /dev/null 2>&1; done
tesseract_s=$(awk -v a="$start" -v b="$(now)" 'BEGIN {print b - a}')

"$vault" init --vault "$work/v" > /dev/null
start=$(now)
"$vault" import --vault "$work/v" "${files[@]}" > "$work/out" 2>&1 || true
vault_s=$(awk -v a="$start" -v b="$(now)" 'BEGIN {print b - a}')
imported=$(grep -c '→ document' "$work/out" || true)

n=${#files[@]}
echo "files: $n from $dir ($imported imported), $(getconf _NPROCESSORS_ONLN) cores, load $(cut -d' ' -f1 /proc/loadavg), $(date -u +%Y-%m-%d)"
printf '| %-34s | %8s | %10s |\n' run "total s" "files/s"
printf '| %-34s | %8s | %10s |\n' ---------------------------------- -------- ----------
printf '| %-34s | %8.1f | %10.3f |\n' "serial tesseract IMG - (1 thread)" "$tesseract_s" "$(awk -v t="$tesseract_s" -v n="$n" 'BEGIN {print n / t}')"
printf '| %-34s | %8.1f | %10.3f |\n' "vault import (default workers)" "$vault_s" "$(awk -v t="$vault_s" -v n="$n" 'BEGIN {print n / t}')"
awk -v a="$tesseract_s" -v b="$vault_s" 'BEGIN {printf "vault import is %.2fx the serial loop\n", a / b}'
