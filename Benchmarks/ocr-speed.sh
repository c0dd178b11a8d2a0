#!/usr/bin/env bash
# OCR speed: vault's in-process engine against the tesseract command line, same images.
#
# usage: Benchmarks/ocr-speed.sh [DIR] [RUNS]
#   DIR   folder of .jpg/.png receipts (default: the receipt images in TestData)
#   RUNS  repetitions; the median is reported (default: 5)
#
# All three variants run one file after another on one core (OMP_THREAD_LIMIT=1), --psm 6:
#   tesseract   `tesseract FILE - --psm 6` once per file (loads the model every time)
#   vault plain `vault ocr --plain FILES...` (one process, one engine, no preprocessing)
#   vault       `vault ocr FILES...` (what vault really does: scaling, orientation, missed lines)
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-TestData}
runs=${2:-5}
mapfile -t files < <(find "$dir" -maxdepth 1 \( -name '*.jpg' -o -name '*.png' \) ! -name 'bad-*' | sort)
[ ${#files[@]} -gt 0 ] || { echo "no .jpg/.png files in $dir" >&2; exit 2; }
swift build -c release --static-swift-stdlib --product vault >/dev/null
vault=.build/release/vault
export OMP_THREAD_LIMIT=1

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); awk -v a="$start" -v b="$end" 'BEGIN {print b - a}'; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
tesseract_all() { for f in "${files[@]}"; do tesseract "$f" - --psm 6; done; }

declare -A results
for variant in tesseract "vault plain" vault; do
  times=()
  for _ in $(seq "$runs"); do
    case $variant in
      tesseract) times+=("$(seconds tesseract_all)") ;;
      "vault plain") times+=("$(seconds "$vault" ocr --plain "${files[@]}")") ;;
      vault) times+=("$(seconds "$vault" ocr "${files[@]}")") ;;
    esac
  done
  results[$variant]=$(printf '%s\n' "${times[@]}" | median)
done

n=${#files[@]}
echo "images: $n from $dir, median of $runs runs, $(getconf _NPROCESSORS_ONLN) cores, $(date -u +%Y-%m-%d)"
printf '| %-12s | %10s | %12s |\n' variant "total s" "s per image"
printf '| %-12s | %10s | %12s |\n' ------------ ---------- ------------
for variant in tesseract "vault plain" vault; do
  printf '| %-12s | %10.2f | %12.3f |\n' "$variant" "${results[$variant]}" "$(awk -v t="${results[$variant]}" -v n="$n" 'BEGIN {print t / n}')"
done
