#!/usr/bin/env bash
# Text-PDF import rate and growth: `vault import` (default workers) of N distinct one-page
# receipts and invoices with a text layer, first into an empty vault, then into a vault that
# already holds 100,000 documents, in one run.
#
# usage: Benchmarks/text-pdf-import.sh [-n N] [--big-vault DIR] [--big-documents M] [--binary VAULT]
#   -n N              how many PDFs (default 1000), made by Benchmarks/make-text-pdfs.py
#   --big-vault DIR   a vault made by `vault-scale generate` to copy (it is never changed);
#                     without it one of M documents is generated into a temporary folder first
#                     (100,000 take several minutes)
#   --big-documents M documents of the generated big vault (default 100000)
#   --binary VAULT    time this vault executable (another build, to compare) instead of
#                     the release build made here
#
# Both imports start from a vault opened once before the clock starts (so a migration of the
# copied vault is not timed), with the same files; wall and CPU seconds are bash's `time`.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Benchmarks/text-pdf-import.sh [-n N] [--big-vault DIR] [--big-documents M] [--binary VAULT]"
count=1000
big_vault=""
big_documents=100000
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        -n) count=${2:?$usage}; shift 2 ;;
        --big-vault) big_vault=${2:?$usage}; shift 2 ;;
        --big-documents) big_documents=${2:?$usage}; shift 2 ;;
        --binary) binary=${2:?$usage}; shift 2 ;;
        -h | --help) echo "$usage"; exit 0 ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
[[ "$count" =~ ^[1-9][0-9]*$ ]] || { echo "$usage (N is a positive number)" >&2; exit 2; }
[[ "$big_documents" =~ ^[1-9][0-9]*$ ]] || { echo "$usage (M is a positive number)" >&2; exit 2; }
if [ -n "$big_vault" ] && [ ! -f "$big_vault/vault.sqlite" ]; then
    echo "$big_vault holds no vault (no vault.sqlite)" >&2
    exit 2
fi
python3 -c "import reportlab" 2> /dev/null \
    || { echo "needs reportlab: scripts/setup.sh, or python3 -m pip install --break-system-packages reportlab" >&2; exit 2; }

if [ -n "$binary" ]; then
    [ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 2; }
    vault=$(realpath "$binary")
fi
products=()
[ -z "$binary" ] && products+=(--product vault)
[ -z "$big_vault" ] && products+=(--product vault-scale)
if [ ${#products[@]} -gt 0 ]; then
    swift build -c release --static-swift-stdlib "${products[@]}" > "${TMPDIR:-/tmp}/vault-build.log" 2>&1 \
        || { cat "${TMPDIR:-/tmp}/vault-build.log" >&2; exit 1; }
fi
[ -z "$binary" ] && vault=$PWD/.build/release/vault
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/make-text-pdfs.py "$count" "$work/pdfs"
files=("$work"/pdfs/*.pdf)

if [ -n "$big_vault" ]; then
    big_source="copy of $big_vault"
    cp -a "$big_vault" "$work/big"
    rm -f "$work/big/.vault.lock"
else
    big_source="generated now, $big_documents documents"
    echo "no --big-vault: generating $big_documents documents into $work/big (this takes a while)" >&2
    .build/release/vault-scale generate --vault "$work/big" --documents "$big_documents" > /dev/null
fi
big_count=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM document").fetchone()[0])' \
    "$work/big/vault.sqlite")

# Imports every PDF into the vault at $1; prints "wall user+sys imported".
import_into() {
    local times
    "$vault" journey list --vault "$1" > /dev/null  # opens (and migrates) the vault untimed
    TIMEFORMAT='%R %U %S'
    times=$({ time "$vault" import --vault "$1" "${files[@]}" > "$work/out" 2>&1; } 2>&1) || true
    read -r wall user sys <<< "$times"
    echo "$wall $(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}') $(grep -c '→ document' "$work/out" || true)"
}

load_start=$(cut -d' ' -f1 /proc/loadavg)
"$vault" init --vault "$work/empty" > /dev/null
read -r empty_wall empty_cpu empty_done < <(import_into "$work/empty")
read -r big_wall big_cpu big_done < <(import_into "$work/big")

rate() { awk -v n="$1" -v t="$2" 'BEGIN {printf "%.1f", n / t}'; }
echo "files: $count text PDFs, $(getconf _NPROCESSORS_ONLN) cores, load $load_start at the start," \
    "$(date -u +%Y-%m-%d), vault $("$vault" --version); big vault: $big_source"
printf '| %-32s | %8s | %6s | %8s | %6s | %8s |\n' "vault import into" "imported" "wall s" "CPU s" "docs/s" "slowdown"
printf '| %-32s | %8s | %6s | %8s | %6s | %8s |\n' -------------------------------- -------- ------ -------- ------ --------
printf '| %-32s | %8s | %6.2f | %8.2f | %6s | %8s |\n' "empty vault" "$empty_done" "$empty_wall" "$empty_cpu" \
    "$(rate "$empty_done" "$empty_wall")" ""
printf '| %-32s | %8s | %6.2f | %8.2f | %6s | %7s%% |\n' "vault of $big_count documents" "$big_done" "$big_wall" \
    "$big_cpu" "$(rate "$big_done" "$big_wall")" \
    "$(awk -v a="$empty_wall" -v b="$big_wall" 'BEGIN {printf "%+.1f", (b / a - 1) * 100}')"
if [ "$empty_done" != "$count" ] || [ "$big_done" != "$count" ]; then
    echo "not every file was imported; the last output:" >&2
    tail -5 "$work/out" >&2
    exit 1
fi
