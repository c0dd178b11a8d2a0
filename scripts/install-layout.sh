# Where vault's files go under a prefix; sourced by install.sh, uninstall.sh and package-deb.sh
# so that all three agree on exactly the same list.
#   install_layout PREFIX     sets the variables below and INSTALLED_FILES
# shellcheck shell=bash

install_layout() {
  local prefix=$1
  BIN_DIR=$prefix/bin
  LIBEXEC_DIR=$prefix/libexec/vault
  MAN_DIR=$prefix/share/man/man1
  BASH_COMPLETION_DIR=$prefix/share/bash-completion/completions
  FISH_COMPLETION_DIR=$prefix/share/fish/vendor_completions.d
  DESKTOP_DIR=$prefix/share/applications
  # zsh looks in vendor-completions for the system's packages and site-functions for local ones;
  # systemd looks for user units in lib/systemd/user under /usr and /usr/local, and in
  # ~/.local/share/systemd/user for a home directory install.
  if [ "$prefix" = /usr ]; then
    ZSH_COMPLETION_DIR=$prefix/share/zsh/vendor-completions
  else
    ZSH_COMPLETION_DIR=$prefix/share/zsh/site-functions
  fi
  if [ "$prefix" = "${HOME:-/nonexistent}/.local" ]; then
    SYSTEMD_USER_DIR=$prefix/share/systemd/user
  else
    SYSTEMD_USER_DIR=$prefix/lib/systemd/user
  fi
  INSTALLED_FILES=(
    "$BIN_DIR/vault"
    "$LIBEXEC_DIR/vault-desktop-import"
    "$MAN_DIR/vault.1.gz"
    "$BASH_COMPLETION_DIR/vault"
    "$ZSH_COMPLETION_DIR/_vault"
    "$FISH_COMPLETION_DIR/vault.fish"
    "$SYSTEMD_USER_DIR/vault-watch.service"
    "$DESKTOP_DIR/vault-import.desktop"
  )
}
