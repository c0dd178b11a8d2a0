#!/usr/bin/env bash
# Installs what vault needs, builds it, and files two bundled samples into a demo vault.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --static-swift-stdlib --product vault
vault=.build/release/vault
demo=$(mktemp -d /tmp/vault-demo-XXXXXX)
run() { echo "\$ vault $*"; "$vault" "$@" --vault "$demo"; echo; }
run journey add paris --name "Paris 2025" --from 2025-03-10 --to 2025-03-17 --currency EUR
run import TestData/receipt-fr-eur-brasserie.png TestData/invoice-text-layer.pdf --journey paris
run docs list --journey paris
run docs text 1
echo "(demo vault in $demo)"
