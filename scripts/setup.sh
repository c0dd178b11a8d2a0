#!/usr/bin/env bash
# Installs the system libraries vault builds against (Debian 12 / Ubuntu), if missing.
# Idempotent: does nothing when everything is present. Uses sudo when not root.
set -euo pipefail

packages=(
  pkg-config
  libtesseract-dev libleptonica-dev libpoppler-glib-dev libpoppler-private-dev libsqlite3-dev
  tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-osd tmux tesseract-ocr
  libcairo2-dev fonts-dejavu-core poppler-utils python3-pip ledger
  lintian desktop-file-utils man-db bash-completion dpkg-dev chrpath
  chromium unzip
  libgmime-3.0-dev libxml2-dev
)

# beancount's checker, which the export tests run on vault's output.
install_beancount() {
  command -v bean-check >/dev/null 2>&1 && return 0
  python3 -m pip install --quiet --break-system-packages beancount
}

# icalendar, the strict RFC 5545 parser the calendar tests check vault's .ics output with.
install_icalendar() {
  python3 -c "import icalendar" 2>/dev/null && return 0
  python3 -m pip install --quiet --break-system-packages icalendar
}

# reportlab, which writes the text-layer PDFs of Benchmarks/text-pdf-import.sh.
install_reportlab() {
  python3 -c "import reportlab" 2>/dev/null && return 0
  python3 -m pip install --quiet --break-system-packages reportlab
}

# The second OCR engine (PP-OCR models and ONNX Runtime, pinned wheels from PyPI).
install_ppocr() {
  bash "$(dirname "$0")/setup-ppocr.sh"
}

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  install_beancount
  install_icalendar
  install_reportlab
  install_ppocr
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
install_beancount
install_icalendar
install_reportlab
install_ppocr
