#!/usr/bin/env bash
# Runs vault's whole test suite: real Tesseract, poppler and SQLite on the files in TestData.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# One style, kept by the tool that ships with the toolchain (.swift-format).
swift format lint --strict --recursive Package.swift Sources Tests Plugins
# Tesseract's OpenMP threads slow it down; the tests load engines in-process.
export OMP_THREAD_LIMIT=1
swift build --build-tests
swift test --skip-build
# Install, --version, completion, man page, desktop entry and the .deb, from the debug build above.
bash scripts/test-install.sh
# vault serve in a real browser: headless Chromium accepts and edits a draft through the page.
python3 scripts/browser-test.py
