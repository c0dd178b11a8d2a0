#!/usr/bin/env bash
# Installs vault's second OCR engine: PaddleOCR's PP-OCRv4 text detector and recognizer (ONNX
# files from the rapidocr-onnxruntime wheel, Apache-2.0) and ONNX Runtime's shared library (from
# the onnxruntime wheel, MIT), both from PyPI at pinned versions whose sha256 is checked. Nothing
# is installed into Python: the wheels are only unpacked.
#
# Into: $VAULT_PPOCR_DIR, default /usr/local/lib/vault/ppocr (where vault looks; see README).
# Idempotent: does nothing when that folder already holds this version.
set -euo pipefail

target="${VAULT_PPOCR_DIR:-/usr/local/lib/vault/ppocr}"
ort_version=1.28.0
rapidocr_version=1.3.24
rapidocr_sha256=4282ff0b8db05ad2a53afc8d0ef2e7d879c53022fc61a4f8e84c58d737822cd2
stamp="onnxruntime $ort_version, rapidocr-onnxruntime $rapidocr_version"

case "$(uname -m)" in
  x86_64)
    ort_platform=manylinux_2_27_x86_64
    ort_sha256=a166b78ee04f3a37fa1ef82034b6a3ce96d9684e582d4d30b296de83e9998bb5
    ;;
  *)
    echo "setup-ppocr: no pinned ONNX Runtime wheel for $(uname -m); vault reads with Tesseract only" >&2
    exit 0
    ;;
esac

if [ "$(cat "$target/VERSION" 2>/dev/null)" = "$stamp" ]; then exit 0; fi

sudo=""
[ "$(id -u)" -eq 0 ] || [ -w "$(dirname "$target")" ] || sudo="sudo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One wheel, by exact name and version, for the given platform; fails unless its sha256 matches.
fetch() {
  local name="$1" version="$2" sha256="$3"
  shift 3
  python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "$work/$name" "$@" "$name==$version"
  local wheel
  wheel="$(ls "$work/$name"/*.whl)"
  echo "$sha256  $wheel" | sha256sum --check --quiet
  echo "$wheel"
}

ort_wheel="$(fetch onnxruntime "$ort_version" "$ort_sha256" \
  --platform "$ort_platform" --python-version 311 --implementation cp --abi cp311)"
rapidocr_wheel="$(fetch rapidocr-onnxruntime "$rapidocr_version" "$rapidocr_sha256")"

mkdir -p "$work/out"
unzip -q -j "$ort_wheel" "onnxruntime/capi/libonnxruntime.so.$ort_version" onnxruntime/LICENSE -d "$work/ort"
mv "$work/ort/libonnxruntime.so.$ort_version" "$work/out/"
mv "$work/ort/LICENSE" "$work/out/LICENSE.onnxruntime"
unzip -q -j "$rapidocr_wheel" rapidocr_onnxruntime/models/ch_PP-OCRv4_det_infer.onnx \
  rapidocr_onnxruntime/models/ch_PP-OCRv4_rec_infer.onnx -d "$work/out"
cat > "$work/out/LICENSE.models" <<'LICENSE'
ch_PP-OCRv4_det_infer.onnx and ch_PP-OCRv4_rec_infer.onnx: PaddleOCR's PP-OCRv4 text detection
and recognition models (PaddlePaddle authors), converted to ONNX by RapidOCR and shipped in the
rapidocr-onnxruntime wheel on PyPI; both under the Apache License, Version 2.0.
LICENSE
echo "$stamp" > "$work/out/VERSION"

$sudo mkdir -p "$target"
$sudo rm -f "$target"/libonnxruntime.so.*
$sudo cp "$work/out"/* "$target/"
$sudo chmod 0644 "$target"/*
echo "setup-ppocr: installed $stamp into $target" >&2
