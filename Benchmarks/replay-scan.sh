#!/bin/sh
# Stands in for the vault binary when `score.py` (../shared/receipts/score.py) runs
# `VAULT scan --json FILES`: it parses the pages recorded once with `vault ocr --json FILES`
# instead of reading the files again, so that a change to the parser is scored in seconds with
# exactly score.py's rules (as `vault scan --no-second-look`: no second look at the images).
#
#   vault ocr --json ../shared/receipts/wild-dev/*.jpg > /tmp/rec-wild.json     # once
#   VAULT_BIN=.build-release/release/vault VAULT_OCR_RECORDING=/tmp/rec-wild.json \
#     ../shared/receipts/score.py Benchmarks/replay-scan.sh ../shared/receipts/wild-dev --chunk 100000
#
# With --chunk larger than the folder, score.py calls this once; every recorded file is printed
# and score.py picks the ones it asked for by name.
set -eu
: "${VAULT_BIN:?set VAULT_BIN to the vault binary}"
: "${VAULT_OCR_RECORDING:?set VAULT_OCR_RECORDING to a vault ocr --json recording}"
[ "${1:-}" = scan ] || { echo "replay-scan.sh: only 'scan --json FILES' is replayed" >&2; exit 2; }
exec "$VAULT_BIN" scan --json --from-ocr-json "$VAULT_OCR_RECORDING"
