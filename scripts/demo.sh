#!/usr/bin/env bash
# Installs what vault needs, builds it, and reads a bundled sample receipt.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product vault
vault=.build/release/vault
echo "\$ vault ocr TestData/receipt-en-usd-diner.png"
"$vault" ocr TestData/receipt-en-usd-diner.png
