#!/usr/bin/env bash
# Installs vault's second OCR engine: PaddleOCR's PP-OCRv4 text detector and recognizer (ONNX
# files from the rapidocr-onnxruntime wheel, Apache-2.0) and ONNX Runtime's shared library (from
# the onnxruntime wheel, MIT), both from PyPI at pinned versions whose sha256 is checked. Nothing
# is installed into Python: the wheels are only unpacked.
#
# The models are installed folded (scripts/fold-ppocr-model.py: the same arithmetic in fewer
# operators, about a sixth less CPU a photo), which needs the onnx and numpy packages: pinned
# wheels for Python 3.11 (Debian 12's), unpacked into a temporary folder. With another Python,
# or if the folded files are not the ones expected, the models are installed as they come.
#
# Into: $VAULT_PPOCR_DIR, default /usr/local/lib/vault/ppocr (where vault looks; see README).
# Idempotent: does nothing when that folder already holds this version.
set -euo pipefail

target="${VAULT_PPOCR_DIR:-/usr/local/lib/vault/ppocr}"
ort_version=1.28.0
rapidocr_version=1.3.24
rapidocr_sha256=4282ff0b8db05ad2a53afc8d0ef2e7d879c53022fc61a4f8e84c58d737822cd2
stamp="onnxruntime $ort_version, rapidocr-onnxruntime $rapidocr_version, folded"
folded_detector_sha256=f92e93da335973fbedd16111cf59bd0b4b2398860a20d43ce090ffb2893a3bf1
folded_recognizer_sha256=8514fe0a4e61dbfeb3fd87dcae0c9bc90739530c1bbdbb260384b9d3b8f3a3f2

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

# Folds both models in $work/out in place; fails (leaving them as they came) when this Python is
# not 3.11 or the folded files differ from the pinned ones.
fold_models() {
  local python_version
  python_version="$(python3 -c 'import sys; print("%d%d" % sys.version_info[:2])')"
  if [ "$python_version" != 311 ]; then
    echo "setup-ppocr: Python $python_version, not 3.11: the models are installed unfolded (slower)" >&2
    return 1
  fi
  local wheel packages="$work/python"
  mkdir -p "$packages"
  for wheel in \
    "onnx 1.23.2 c03ecf6b835d136108eeaeeafbd0026fc7b3cf98661409fbc6b63d5a29361348" \
    "numpy 2.4.6 89cd468399cfd2504718f0ba50e410dca55a170b61a02ad92bb18c8a65186e93" \
    "protobuf 7.36.2 89f23aa53c24553a2416fd4fd1ec06f74fa42b14b546d8883128813f775bbfd2" \
    "ml_dtypes 0.6.0 6c8e39b53e90afda8ce52859c93de4dba3e02b76d85dcf091cc469f9184c6dae" \
    "typing_extensions 4.15.0 f0fa19c6845758ab08074a0cfa8b7aecb71c999ca73d62883bc25cc018c4e548"; do
    # shellcheck disable=SC2086
    set -- $wheel
    wheel="$(fetch "$1" "$2" "$3" --platform manylinux_2_27_x86_64 --platform manylinux2014_x86_64 \
      --python-version 311 --implementation cp --abi cp311 --abi abi3 --abi none)" || return 1
    unzip -q -o "$wheel" -d "$packages" || return 1
  done
  local model
  for model in det rec; do
    PYTHONPATH="$packages" python3 -s "$(dirname "$0")/fold-ppocr-model.py" \
      "$work/out/ch_PP-OCRv4_${model}_infer.onnx" "$work/folded-$model.onnx" || return 1
  done
  if ! echo "$folded_detector_sha256  $work/folded-det.onnx
$folded_recognizer_sha256  $work/folded-rec.onnx" | sha256sum --check --quiet; then
    echo "setup-ppocr: the folded models differ from the expected ones: installed unfolded (slower)" >&2
    return 1
  fi
  mv "$work/folded-det.onnx" "$work/out/ch_PP-OCRv4_det_infer.onnx"
  mv "$work/folded-rec.onnx" "$work/out/ch_PP-OCRv4_rec_infer.onnx"
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
rapidocr-onnxruntime wheel on PyPI; both under the Apache License, Version 2.0. Installed
folded by vault's scripts/fold-ppocr-model.py (elementwise layers merged into the convolutions
next to them; the same arithmetic) when VERSION ends in "folded".
LICENSE
fold_models || stamp="onnxruntime $ort_version, rapidocr-onnxruntime $rapidocr_version"
echo "$stamp" > "$work/out/VERSION"

$sudo mkdir -p "$target"
$sudo rm -f "$target"/libonnxruntime.so.*
$sudo cp "$work/out"/* "$target/"
$sudo chmod 0644 "$target"/*
echo "setup-ppocr: installed $stamp into $target" >&2
