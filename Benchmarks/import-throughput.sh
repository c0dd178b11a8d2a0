#!/usr/bin/env bash
# OCR import throughput: `vault import` (default workers) against a serial loop of
# `OMP_THREAD_LIMIT=1 tesseract IMG -` over the same files, in one run.
#
# usage: Benchmarks/import-throughput.sh DIR [LIMIT]
#   DIR    folder of .jpg/.png receipt photos
#   LIMIT  only the first LIMIT files in name order (default: all)
#   VAULT=path  time this vault binary instead of building one (to compare two builds)
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
if [ -n "${VAULT:-}" ]; then
    vault=$VAULT
else
    swift build -c release --static-swift-stdlib --product vault > "${TMPDIR:-/tmp}/vault-build.log" 2>&1 || { cat "${TMPDIR:-/tmp}/vault-build.log" >&2; exit 1; }
    vault=$PWD/.build/release/vault
fi
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs the command in "$@" with its output in $work/out; sets wall and cpu (user + sys
# seconds, bash's `time`).
timed() {
    local times
    TIMEFORMAT='%R %U %S'
    times=$({ time "$@" > "$work/out" 2>&1; } 2>&1) || true
    read -r wall user sys <<< "$times"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')
}
tesseract_loop() { for file in "${files[@]}"; do tesseract "$file" - > /dev/null 2>&1; done; }
load_start=$(cut -d' ' -f1 /proc/loadavg)
timed tesseract_loop
tesseract_s=$wall
tesseract_cpu=$cpu

"$vault" init --vault "$work/v" > /dev/null
timed "$vault" import --vault "$work/v" "${files[@]}"
vault_s=$wall
vault_cpu=$cpu
imported=$(grep -c '→ document' "$work/out" || true)

n=${#files[@]}
cores=$(getconf _NPROCESSORS_ONLN)
echo "files: $n from $dir ($imported imported), $cores cores, load $load_start at the start, $(date -u +%Y-%m-%d)"
printf '| %-34s | %8s | %10s | %8s | %14s |\n' run "total s" "files/s" "CPU s" "CPU s a file"
printf '| %-34s | %8s | %10s | %8s | %14s |\n' ---------------------------------- -------- ---------- -------- --------------
printf '| %-34s | %8.1f | %10.3f | %8.1f | %14.3f |\n' "serial tesseract IMG - (1 thread)" "$tesseract_s" \
    "$(awk -v t="$tesseract_s" -v n="$n" 'BEGIN {print n / t}')" "$tesseract_cpu" \
    "$(awk -v c="$tesseract_cpu" -v n="$n" 'BEGIN {print c / n}')"
printf '| %-34s | %8.1f | %10.3f | %8.1f | %14.3f |\n' "vault import (default workers)" "$vault_s" \
    "$(awk -v t="$vault_s" -v n="$n" 'BEGIN {print n / t}')" "$vault_cpu" \
    "$(awk -v c="$vault_cpu" -v n="$n" 'BEGIN {print c / n}')"
awk -v a="$tesseract_s" -v b="$vault_s" 'BEGIN {printf "vault import is %.2fx the serial loop\n", a / b}'
# With every core working for vault and none lost to waiting, the ratio would be the cores
# times the CPU the loop spends on a file over the CPU vault spends on one: what a busy
# machine's wall times cannot show.
workers=$(( cores < n ? cores : n ))
awk -v a="$tesseract_cpu" -v b="$vault_cpu" -v w="$workers" \
    'BEGIN {printf "vault spends %.2fx the loop'"'"'s CPU a file: at most %.2fx with %d workers on free cores\n", b / a, w * a / b, w}'
