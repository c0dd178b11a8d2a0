#!/usr/bin/env bash
# Hostile files against the bounded reader: makes them with scripts/make-hostile-files.py,
# imports each with `vault import --jobs 1` into one vault with the default reader memory
# (1024 MB) and `ocr-seconds` OCR_SECONDS (default 30), and prints the outcome, the wall time
# and the peak memory of the whole command (its reader processes included: /usr/bin/time -v
# reports the largest of the process and the children it waited for).
#
# usage: Benchmarks/hostile.sh [OUT_DIR]
#   VAULT=path      the vault binary (default: .build/release/vault, else .build/debug/vault)
#   OCR_SECONDS=N   the time budget per file (default 30)
#
# Exit status 1 when a file took longer than OCR_SECONDS + 5 s or more than 1024 MB, or did not
# end as it should: the files that only look hostile (a huge blank page, broken XML, many
# attachments, many total lines) are imported, the others refused with a reason. (A debug
# build may be too slow to read the 20,000 total lines within the budget.)
set -euo pipefail
cd "$(dirname "$0")/.."
ocr_seconds=${OCR_SECONDS:-30}
limit_mb=1024
vault=${VAULT:-}
if [ -z "$vault" ]; then
    if [ -x .build/release/vault ]; then vault=$PWD/.build/release/vault; else vault=$PWD/.build/debug/vault; fi
fi
[ -x "$vault" ] || { echo "no vault binary at $vault: swift build first" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time is missing: sudo apt-get install time" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=${1:-$work/files}
python3 scripts/make-hostile-files.py "$files" > /dev/null
"$vault" init --vault "$work/v" > /dev/null
"$vault" config set ocr-seconds "$ocr_seconds" --vault "$work/v" > /dev/null

echo "vault $("$vault" --version), reader memory $limit_mb MB (default), ocr-seconds $ocr_seconds," \
    "$(getconf _NPROCESSORS_ONLN) cores, load $(cut -d' ' -f1 /proc/loadavg), $(date -u '+%Y-%m-%d %H:%M UTC')"
printf '| %-24s | %9s | %7s | %8s | %-100s |\n' file size "wall s" "peak MB" outcome
printf '| %-24s | %9s | %7s | %8s | %-100s |\n' ------------------------ --------- ------- -------- \
    ----------------------------------------------------------------------------------------------------
over=0
wrong=0
# Whether FILE's import should store it (`imported`) or refuse it (`refused`).
expected() {
    case "$(basename "$1")" in
        blank-page.* | garbled-xml.* | many-attachments.* | many-totals.*) echo imported ;;
        *) echo refused ;;
    esac
}
for file in "$files"/*; do
    name=$(basename "$file")
    /usr/bin/time -v -o "$work/time" "$vault" import --jobs 1 --vault "$work/v" "$file" > "$work/out" 2>&1 || true
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$work/time")
    peak=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2 / 1024}' "$work/time")
    outcome=$(grep -m1 -E '^(imported|vault:)' "$work/out" | sed -e "s|$file|FILE|" -e 's/ → document [0-9]*//' | cut -c1-100)
    size=$(du -h "$file" | cut -f1)
    printf '| %-24s | %9s | %7.1f | %8s | %-100s |\n' "$name" "$size" "$wall" "$peak" "$outcome"
    if awk -v w="$wall" -v p="$peak" -v s="$ocr_seconds" -v m="$limit_mb" 'BEGIN {exit !(w > s + 5 || p > m)}'; then
        over=1
    fi
    ended=refused
    case "$outcome" in imported*) ended=imported ;; esac
    if [ "$ended" != "$(expected "$file")" ]; then
        echo "  $name: $ended, but it should be $(expected "$file")" >&2
        wrong=1
    fi
done
[ "$over" = 0 ] && echo "every file within ocr-seconds + 5 s and $limit_mb MB" || echo "some file went over a limit" >&2
[ "$wrong" = 0 ] && echo "every file imported or refused as it should be" || echo "some file did not end as it should" >&2
[ "$over" = 0 ] && [ "$wrong" = 0 ]
