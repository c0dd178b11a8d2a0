#!/usr/bin/env bash
# Builds vault and installs it with its man page, bash/zsh/fish completions, the systemd user
# unit for `vault watch` and the "Open With" desktop entry for PDF and image files.
#
#   scripts/install.sh [--prefix DIR] [--destdir DIR] [--debug]
#
#   --prefix DIR   where it goes (default /usr/local; ~/.local installs for one user)
#   --destdir DIR  stage the files under DIR, for packaging; the files still name --prefix
#   --debug        install the debug build instead of a release build (quicker when one exists)
#
# scripts/uninstall.sh --prefix DIR removes exactly these files (never a vault).
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '2,11s/^# \{0,1\}//p' "$0"; }
prefix=/usr/local
destdir=""
configuration=release
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#*=}; shift ;;
    --destdir) destdir=${2:?--destdir needs a folder}; shift 2 ;;
    --destdir=*) destdir=${1#*=}; shift ;;
    --debug) configuration=debug; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option '$1'" >&2; usage >&2; exit 64 ;;
  esac
done
case $prefix in /*) ;; *) echo "install.sh: --prefix must be an absolute path: $prefix" >&2; exit 64 ;; esac
prefix=${prefix%/}
# shellcheck source=install-layout.sh
source scripts/install-layout.sh
install_layout "$prefix"
export OMP_THREAD_LIMIT=1
# The system libraries it builds against (does nothing when they are there).
[ -n "$destdir" ] || bash scripts/setup.sh

# The binary. A release links Swift's runtime and Foundation into it (--static-swift-stdlib):
# nothing to ship beside it, and every command starts about a third sooner than with the
# runtime's shared libraries (Benchmarks/README.md, "Start-up"). The debug build finds the
# runtime in the toolchain it was built with (its RUNPATH); package-deb.sh ships that runtime.
build_options=(-c "$configuration")
[ "$configuration" = debug ] || build_options+=(--static-swift-stdlib)
swift build "${build_options[@]}" --product vault >&2
binary=$(swift build "${build_options[@]}" --show-bin-path)/vault

# The man page, rendered from the argument-parser definitions by swift-argument-parser's own
# generate-manual tool (built once, in a folder of its own; the plugin that wraps it would build
# the whole package again without --static-swift-stdlib).
date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
swift build --package-path .build/checkouts/swift-argument-parser --scratch-path .build/manual-tool \
  --product generate-manual >&2
manual_dir=$(mktemp -d)
trap 'rm -rf "$manual_dir"' EXIT
.build/manual-tool/debug/generate-manual "$binary" --section 1 --date "$date" --output-directory "$manual_dir" >&2
manual=$manual_dir/vault.1
[ -s "$manual" ] || { echo "install.sh: generate-manual wrote no vault.1" >&2; exit 1; }
# EXIT STATUS: vault's own table (as `vault --help` prints it) instead of the generic `.Ex -std`.
"$binary" --help | awk -f scripts/exit-status-mdoc.awk >"$manual_dir/exit-status"
grep -q '^\.It 64' "$manual_dir/exit-status" || { echo "install.sh: no exit status table in vault --help" >&2; exit 1; }
awk -v table="$manual_dir/exit-status" \
  '/^\.Ex -std/ { while ((getline line < table) > 0) print line; next } { print }' "$manual" >"$manual.tmp"
mv "$manual.tmp" "$manual"

staged() { printf '%s%s' "$destdir" "$1"; }
for dir in "$BIN_DIR" "$LIBEXEC_DIR" "$MAN_DIR" "$BASH_COMPLETION_DIR" "$ZSH_COMPLETION_DIR" \
  "$FISH_COMPLETION_DIR" "$SYSTEMD_USER_DIR" "$DESKTOP_DIR"; do
  mkdir -p "$(staged "$dir")"
done
install -m 0755 "$binary" "$(staged "$BIN_DIR/vault")"
[ "$configuration" = debug ] || strip --strip-unneeded --remove-section=.comment "$(staged "$BIN_DIR/vault")"
# Blank lines (paragraphs of the help text) are paragraph macros in mdoc.
sed 's/^$/.Pp/' "$manual" | gzip -9 -n >"$(staged "$MAN_DIR/vault.1.gz")"
chmod 0644 "$(staged "$MAN_DIR/vault.1.gz")"
# bash-completion sources the script; it needs no #! line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' >"$(staged "$BASH_COMPLETION_DIR/vault")"
"$binary" --generate-completion-script zsh >"$(staged "$ZSH_COMPLETION_DIR/_vault")"
"$binary" --generate-completion-script fish >"$(staged "$FISH_COMPLETION_DIR/vault.fish")"
sed "s|^ExecStart=.*|ExecStart=$BIN_DIR/vault watch|" contrib/vault-watch.service \
  >"$(staged "$SYSTEMD_USER_DIR/vault-watch.service")"
sed "s|@BINDIR@|$BIN_DIR|g" contrib/vault-desktop-import >"$(staged "$LIBEXEC_DIR/vault-desktop-import")"
chmod 0755 "$(staged "$LIBEXEC_DIR/vault-desktop-import")"
sed "s|@LIBEXECDIR@|$LIBEXEC_DIR|g" contrib/vault-import.desktop >"$(staged "$DESKTOP_DIR/vault-import.desktop")"
for file in "$BASH_COMPLETION_DIR/vault" "$ZSH_COMPLETION_DIR/_vault" "$FISH_COMPLETION_DIR/vault.fish" \
  "$SYSTEMD_USER_DIR/vault-watch.service" "$DESKTOP_DIR/vault-import.desktop"; do
  chmod 0644 "$(staged "$file")"
done

for file in "${INSTALLED_FILES[@]}"; do echo "installed $(staged "$file")"; done
if [ -z "$destdir" ]; then
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DESKTOP_DIR" 2>/dev/null || true
  case ":$PATH:" in *":$BIN_DIR:"*) ;; *) echo "note: $BIN_DIR is not on your PATH" ;; esac
  echo "to import what lands in the inbox: systemctl --user daemon-reload && systemctl --user enable --now vault-watch"
fi
