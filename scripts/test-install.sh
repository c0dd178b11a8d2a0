#!/usr/bin/env bash
# Checks that vault installs, works and uninstalls like a Debian tool:
#   install.sh into a temporary prefix: --version names the commit, the bash completion loads and
#   completes, `man -l` renders the page without warnings, the desktop entry validates and its
#   wrapper imports, the unit runs the installed binary; uninstall.sh removes exactly those files;
#   then the .deb: dpkg -i, `vault info` from it, dpkg -r leaves nothing behind.
# Uses the debug build scripts/test.sh has just made (--debug), so it costs no second build.
# Needs root or sudo for dpkg. Run by scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-install: $*" >&2; exit 1; }
run_logged() {
  local log=$1
  shift
  "$@" >"$log" 2>&1 || { cat "$log" >&2; fail "failed: $*"; }
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# --- install.sh into a temporary prefix
prefix=$work/prefix
run_logged "$work/install.log" bash scripts/install.sh --prefix "$prefix" --debug
source scripts/install-layout.sh
install_layout "$prefix"
for file in "${INSTALLED_FILES[@]}"; do [ -s "$file" ] || fail "install.sh did not install $file"; done

version=$("$prefix/bin/vault" --version)
commit=$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+\ \(commit\ $commit(-modified)?\)$ ]] ||
  fail "vault --version says '$version', expected commit $commit"
# Built outside a git checkout, the commit is "unknown" (and the build does not fail).
mkdir "$work/no-git"
sh scripts/build-info.sh "$work/no-git" "$work/info"
grep -q 'commit = "unknown"' "$work/info/BuildInfo.swift" || fail "build-info.sh without git: $(cat "$work/info/BuildInfo.swift")"

# The bash completion loads and completes subcommand names.
completions=$(bash -c '
  source /usr/share/bash-completion/bash_completion
  source "$1"
  COMP_LINE="vault jour"; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(vault jour); COMP_CWORD=1
  _vault vault jour vault
  printf "%s\n" "${COMPREPLY[@]}"' _ "$BASH_COMPLETION_DIR/vault")
grep -qx journey <<<"$completions" || fail "bash completion of 'vault jour' gave: $completions"

# man renders the page, without warnings, with every command in it.
page=$(MANWIDTH=100 man --warnings -l "$MAN_DIR/vault.1.gz" 2>"$work/man.err")
[ ! -s "$work/man.err" ] || fail "man warns: $(head -3 "$work/man.err")"
for word in "vault import" "vault doctor" "Exit status"; do
  grep -q "$word" <<<"$page" || fail "man page lacks '$word'"
done

desktop-file-validate "$DESKTOP_DIR/vault-import.desktop" || fail "desktop entry does not validate"
grep -qx "Exec=$LIBEXEC_DIR/vault-desktop-import %F" "$DESKTOP_DIR/vault-import.desktop" || fail "desktop Exec"
grep -qx "ExecStart=$BIN_DIR/vault watch" "$SYSTEMD_USER_DIR/vault-watch.service" || fail "unit ExecStart"
# The Open With wrapper imports (no notify-send on PATH: it reports on stderr) and keeps vault's status.
vault_home=$work/vault
VAULT_HOME=$vault_home PATH=/usr/bin:/bin "$LIBEXEC_DIR/vault-desktop-import" TestData/invoice-text-layer.pdf \
  2>"$work/open.err" || fail "Open With import failed: $(cat "$work/open.err")"
grep -q "1 imported" "$work/open.err" || fail "Open With said: $(cat "$work/open.err")"
status=0
VAULT_HOME=$vault_home "$LIBEXEC_DIR/vault-desktop-import" TestData/bad-truncated.jpg 2>/dev/null || status=$?
[ "$status" -eq 1 ] || fail "Open With of a damaged file exited $status, expected 1"

# uninstall.sh removes exactly the installed files: not the vault, not a neighbour's file.
touch "$BIN_DIR/someone-else"
run_logged "$work/uninstall.log" bash scripts/uninstall.sh --prefix "$prefix"
for file in "${INSTALLED_FILES[@]}"; do [ ! -e "$file" ] || fail "uninstall.sh left $file"; done
[ -e "$BIN_DIR/someone-else" ] || fail "uninstall.sh removed a file it did not install"
[ -s "$vault_home/vault.sqlite" ] || fail "uninstall.sh touched the vault"
echo "test-install: install.sh, --version, completion, man page, desktop entry, uninstall.sh: ok"

# --- the .deb
if dpkg-query -W -f='${Status}' vault 2>/dev/null | grep -q "install ok installed"; then
  fail "a vault package is installed on this machine; the .deb test would replace it (dpkg -r vault first)"
fi
deb=$(bash scripts/package-deb.sh --debug --output "$work/deb" 2>"$work/deb.log" | tail -n 1) ||
  { cat "$work/deb.log" >&2; fail "package-deb.sh failed"; }
run_logged "$work/dpkg-i.log" $sudo dpkg -i "$deb"
[ "$(command -v vault)" = /usr/bin/vault ] || [ -x /usr/bin/vault ] || fail "dpkg -i installed no /usr/bin/vault"
info=$(VAULT_HOME=$work/deb-vault /usr/bin/vault info) || fail "vault info from the .deb failed"
grep -q "^tesseract    [0-9]" <<<"$info" || fail "vault info from the .deb: $info"
grep -q "(commit $commit" <<<"$info" || fail "vault info from the .deb names another commit: $info"
packaged=$(dpkg -L vault)
run_logged "$work/dpkg-r.log" $sudo dpkg -r vault
while read -r path; do
  [ -d "$path" ] || [ ! -e "$path" ] || fail "dpkg -r left $path"
done <<<"$packaged"
[ ! -e /usr/lib/vault ] || fail "dpkg -r left /usr/lib/vault"
echo "test-install: .deb: dpkg -i, vault info, dpkg -r: ok"
