#!/usr/bin/env bash
# Installs the system libraries vault builds against (Debian 12 / Ubuntu), if missing.
# Idempotent: does nothing when everything is present. Uses sudo when not root.
set -euo pipefail

packages=(
  pkg-config
  libtesseract-dev libleptonica-dev libpoppler-glib-dev libsqlite3-dev
  tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-osd tmux
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
