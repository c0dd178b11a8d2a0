#!/usr/bin/env bash
# Learned-shop matching at scale: `vault import` (default workers) of N text PDFs into a vault
# without learned shops and into the same vault with S learned shops, in one run.
#
# usage: Benchmarks/shop-matching.sh [-n N] [--shops S] [--binary VAULT]
#   -n N            how many PDFs (default 200), made by Benchmarks/make-text-pdfs.py
#   --shops S       learned shops (default 20000), written by `vault-scale shops` into a vault
#                   made by `vault-scale generate` with enough expenses to tie them to
#   --binary VAULT  time this vault executable (another build, to compare) instead of the
#                   release build made here
#
# Every import compares each receipt's shop fingerprint (address lines, phones, tax and
# registration numbers) with the learned shops; the slowdown of the second import is what
# that comparison costs. The same N, S and seeds make the same files and shops.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Benchmarks/shop-matching.sh [-n N] [--shops S] [--binary VAULT]"
count=200
shops=20000
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        -n) count=${2:?$usage}; shift 2 ;;
        --shops) shops=${2:?$usage}; shift 2 ;;
        --binary) binary=${2:?$usage}; shift 2 ;;
        -h | --help) echo "$usage"; exit 0 ;;
        *) echo "$usage" >&2; exit 2 ;;
    esac
done
[[ "$count" =~ ^[1-9][0-9]*$ ]] || { echo "$usage (N is a positive number)" >&2; exit 2; }
[[ "$shops" =~ ^[1-9][0-9]*$ ]] || { echo "$usage (S is a positive number)" >&2; exit 2; }
python3 -c "import reportlab" 2> /dev/null \
    || { echo "needs reportlab: scripts/setup.sh, or python3 -m pip install --break-system-packages reportlab" >&2; exit 2; }
if [ -n "$binary" ]; then
    [ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 2; }
    vault=$(realpath "$binary")
fi
products=(--product vault-scale)
[ -z "$binary" ] && products+=(--product vault)
swift build -c release --static-swift-stdlib "${products[@]}" > "${TMPDIR:-/tmp}/vault-build.log" 2>&1 \
    || { cat "${TMPDIR:-/tmp}/vault-build.log" >&2; exit 1; }
[ -z "$binary" ] && vault=$PWD/.build/release/vault
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/make-text-pdfs.py "$count" "$work/pdfs"
files=("$work"/pdfs/*.pdf)
# About 93% of generated documents have an expense; a few more than needed, in 20 journeys.
.build/release/vault-scale generate --vault "$work/plain" --documents $((shops * 11 / 10 + 100)) --journeys 20 \
    > /dev/null 2>&1
cp -a "$work/plain" "$work/shops"
rm -f "$work/shops/.vault.lock"
.build/release/vault-scale shops --vault "$work/shops" --count "$shops" > /dev/null

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
read -r plain_wall plain_cpu plain_done < <(import_into "$work/plain")
read -r shops_wall shops_cpu shops_done < <(import_into "$work/shops")

documents=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM document").fetchone()[0])' \
    "$work/plain/vault.sqlite")
echo "files: $count text PDFs into vaults of $((documents - count)) documents, $(getconf _NPROCESSORS_ONLN) cores," \
    "load $load_start at the start, $(date -u +%Y-%m-%d), vault $("$vault" --version)"
printf '| %-26s | %8s | %6s | %6s | %13s |\n' "vault import into" "imported" "wall s" "CPU s" "CPU ms a file"
printf '| %-26s | %8s | %6s | %6s | %13s |\n' -------------------------- -------- ------ ------ -------------
for row in "no learned shops:$plain_done:$plain_wall:$plain_cpu" "$shops learned shops:$shops_done:$shops_wall:$shops_cpu"; do
    IFS=: read -r label done wall cpu <<< "$row"
    printf '| %-26s | %8s | %6.2f | %6.2f | %13.1f |\n' "$label" "$done" "$wall" "$cpu" \
        "$(awk -v c="$cpu" -v n="$count" 'BEGIN {print c * 1000 / n}')"
done
awk -v a="$plain_cpu" -v b="$shops_cpu" -v n="$count" \
    'BEGIN {printf "learned shops cost %.1f ms of CPU a file\n", (b - a) * 1000 / n}'
if [ "$plain_done" != "$count" ] || [ "$shops_done" != "$count" ]; then
    echo "not every file was imported; the last output:" >&2
    tail -5 "$work/out" >&2
    exit 1
fi
