#!/usr/bin/env bash
# Time of `vault fx import` on a full-size ECB history: writes a history of DAYS business days
# in the ECB's exact layout (scripts/make_ecb_rates.py --history), imports it into a new vault
# as CSV, again (every day replaced), and zipped into a second vault, then times `fx list
# --date` and `journey show` (five expenses in five currencies) over the stored rates.
#
# usage: Benchmarks/fx-import.sh [DAYS]      (default 7000, about the ECB's history since 1999)
#   VAULT=path  the vault binary (default: .build/debug/vault)
set -euo pipefail
cd "$(dirname "$0")/.."
days=${1:-7000}
vault=${VAULT:-$PWD/.build/debug/vault}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 scripts/make_ecb_rates.py --history "$days" --out "$work/eurofxref-hist.csv" > /dev/null
(cd "$work" && python3 -c "import zipfile; zipfile.ZipFile('eurofxref-hist.zip', 'w', zipfile.ZIP_DEFLATED).write('eurofxref-hist.csv')")
ls -l "$work"/eurofxref-hist.* | awk '{print $5, $9}'
# Runs a command, prints the first line of its output, then its time (after, not interleaved).
timed() {
    /usr/bin/time -o "$work/time" -f "  %e s wall, %U s user, %S s sys, %M KB peak RSS" "$@" > "$work/out"
    head -"${lines:-1}" "$work/out"
    cat "$work/time"
}
echo "import the CSV into a new vault:"
timed "$vault" fx import "$work/eurofxref-hist.csv" --vault "$work/a"
echo "import it again (every day replaced):"
timed "$vault" fx import "$work/eurofxref-hist.csv" --vault "$work/a"
echo "import the zip into a new vault:"
timed "$vault" fx import "$work/eurofxref-hist.zip" --vault "$work/b"
echo "database: $(du -k "$work/b/vault.sqlite" | cut -f1) KB"
"$vault" journey add trip --name Trip --currency EUR --vault "$work/b" > /dev/null
for expense in "100.00 USD 2026-11-28" "42.50 GBP 2026-11-22" "5400 JPY 2026-11-25" "80.00 CHF 2015-06-07" \
    "30.00 EUR 2026-11-28"; do
    set -- $expense
    "$vault" expense add --merchant Shop --total "$1" --currency "$2" --date "$3" --journey trip \
        --vault "$work/b" > /dev/null
done
echo "fx list --date 2026-11-28:"
lines=0 timed "$vault" fx list --date 2026-11-28 --vault "$work/b"
echo "journey show trip:"
lines=12 timed "$vault" journey show trip --vault "$work/b"
