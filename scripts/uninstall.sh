#!/usr/bin/env bash
# Removes what scripts/install.sh installed under a prefix: exactly those files, and the
# libexec/vault folder when it is left empty. Never a vault: your documents stay where they
# are (--vault, $VAULT_HOME or ~/.local/share/vault).
#
#   scripts/uninstall.sh [--prefix DIR]     (default /usr/local, as install.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    -h | --help) sed -n '2,6s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "uninstall.sh: unknown option '$1'" >&2; exit 64 ;;
  esac
done
case $prefix in /*) ;; *) echo "uninstall.sh: --prefix must be an absolute path: $prefix" >&2; exit 64 ;; esac
prefix=${prefix%/}
# shellcheck source=install-layout.sh
source scripts/install-layout.sh
install_layout "$prefix"

removed=0
for file in "${INSTALLED_FILES[@]}"; do
  if [ -e "$file" ] || [ -L "$file" ]; then
    rm -f -- "$file"
    echo "removed $file"
    removed=$((removed + 1))
  fi
done
rmdir -- "$LIBEXEC_DIR" 2>/dev/null || true
# The MIME cache install.sh had update-desktop-database write: refreshed, or removed with the
# last entry it described.
if compgen -G "$DESKTOP_DIR/*.desktop" >/dev/null; then
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DESKTOP_DIR" 2>/dev/null || true
else
  rm -f -- "$DESKTOP_DIR/mimeinfo.cache"
fi
echo "removed $removed files from $prefix; vaults are left as they are"
if [ "$removed" -gt 0 ] && command -v systemctl >/dev/null 2>&1; then
  echo "if vault-watch was enabled: systemctl --user disable --now vault-watch; systemctl --user daemon-reload"
fi
