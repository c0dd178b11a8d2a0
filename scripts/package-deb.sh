#!/usr/bin/env bash
# Builds vault_VERSION_ARCH.deb with dpkg-deb: the files scripts/install.sh installs, in
# their Debian places under /usr, with the runtime libraries as Depends.
#
#   scripts/package-deb.sh [--output DIR] [--debug] [--no-lintian]
#
#   --output DIR   where the .deb goes (default: .build/deb)
#   --debug        package the debug build, quickly compressed (when one exists; for tests only)
#   --no-lintian   skip the lintian check (it runs when lintian is installed)
#
# Prints the .deb's path on the last line. Install with `sudo dpkg -i FILE` (or
# `sudo apt install ./FILE`, which fetches the dependencies), remove with `sudo dpkg -r vault`.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/deb
install_options=()
run_lintian=1
compression=(-Zxz)
while [ $# -gt 0 ]; do
  case $1 in
    --output) output=${2:?--output needs a folder}; shift 2 ;;
    --output=*) output=${1#*=}; shift ;;
    --debug) install_options+=(--debug); compression=(-Zgzip -z1); shift ;;
    --no-lintian) run_lintian=0; shift ;;
    -h | --help) sed -n '2,13s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "package-deb.sh: unknown option '$1'" >&2; exit 64 ;;
  esac
done

# The runtime libraries vault (and, in a debug build, the Swift runtime shipped with it) needs,
# checked against the binaries below, and the OCR language it reads by default.
depends=(libc6 libgcc-s1 libstdc++6 libtesseract5 liblept5 libpoppler-glib8 libpoppler126 libglib2.0-0 libcairo2
  libsqlite3-0 libarchive13 libcurl3-nss zlib1g libxml2 libgmime-3.0-0 tesseract-ocr-eng)
version=$(sed -n 's/.*static let release = "\(.*\)".*/\1/p' Sources/vault-cli/Support/VaultVersion.swift)
[ -n "$version" ] || { echo "package-deb.sh: no version in VaultVersion.swift" >&2; exit 1; }
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/vault
bash scripts/install.sh --prefix /usr --destdir "$root" "${install_options[@]}" >&2
binary=$root/usr/bin/vault

# Swift's runtime is not packaged for Debian. A release build has it linked in; a debug build
# loads it from the toolchain: those libraries go to /usr/lib/vault (private to vault), and the
# binary looks for them there.
private=$root/usr/lib/vault
toolchain=$(ldd "$binary" | awk '$1 == "libswiftCore.so" { print $3 }')
strip --strip-unneeded --remove-section=.comment "$binary"
if [ -n "$toolchain" ]; then
  toolchain=$(dirname "$toolchain")
  install -d -m 0755 "$private"
  ldd "$binary" | awk -v dir="$toolchain/" 'index($3, dir) == 1 { print $3 }' | while read -r library; do
    install -m 0644 "$library" "$private/"
    strip --strip-unneeded --remove-section=.comment "$private/$(basename "$library")"
  done
  chrpath -r /usr/lib/vault "$binary" >/dev/null
else
  # The build's RUNPATH ($ORIGIN) would let a library beside the binary take precedence.
  chrpath -d "$binary" >/dev/null
fi

# Every library those binaries need and vault does not ship must come from a package in Depends.
owner_of() {
  local name
  name=$(basename "$(readlink -f "$1")")
  { dpkg -S "*/$name" 2>/dev/null || true; } | awk -F': ' -v name="/$name" \
    'owner == "" && substr($2, length($2) - length(name) + 1) == name { owner = $1; sub(/:.*/, "", owner) }
     END { print owner }'
}
missing=()
shopt -s nullglob
for object in "$binary" "$private"/*.so*; do
  while read -r name path; do
    [ -e "$private/$name" ] && continue
    owner=$(owner_of "$path")
    if [ -z "$owner" ]; then missing+=("$name (no package)"); continue; fi
    [[ " ${depends[*]} " == *" $owner "* ]] || missing+=("$name ($owner)")
  done < <(LD_LIBRARY_PATH=$private ldd "$object" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }' |
    grep -F -f <(readelf -d "$object" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1 /p'))
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "package-deb.sh: needed but not in Depends: $(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')" >&2
  exit 1
fi

doc=$root/usr/share/doc/vault
install -d -m 0755 "$doc" "$root/DEBIAN"
install -m 0644 contrib/debian/copyright "$doc/copyright"
maintainer="${DEBFULLNAME:-vault maintainers} <${DEBEMAIL:-vault@example.org}>"
date=$(git log -1 --format=%cD 2>/dev/null || date -uR)
{
  echo "vault ($version) unstable; urgency=medium"
  echo
  echo "  * vault $version, built from commit $(LD_LIBRARY_PATH=$private "$binary" --version | sed -n 's/.*commit \(.*\))/\1/p')."
  echo
  echo " -- $maintainer  $date"
} | gzip -9 -n >"$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz"
installed_size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: vault
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $(printf '%s, ' "${depends[@]}" | sed 's/, $//')
Recommends: tesseract-ocr-osd, libnotify-bin, xdg-utils
Suggests: tesseract-ocr-deu, tesseract-ocr-fra
Section: utils
Priority: optional
Description: local-first vault for receipts, invoices and tickets
 vault keeps PDF, JPEG, PNG and TIFF files and XML e-invoices in one folder on
 your machine, reads them (the PDF text layer, or OCR with Tesseract) and
 extracts merchant, total, currency and date as draft expenses to review,
 file into journeys, report and export. It works offline.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
chmod 0644 "$root/DEBIAN/md5sums"
mkdir -p "$output"
deb=$output/vault_${version}_${arch}.deb
dpkg-deb --root-owner-group "${compression[@]}" --build "$root" "$deb" >&2
if [ "$run_lintian" -eq 1 ] && command -v lintian >/dev/null 2>&1; then
  # Errors and warnings fail; the informational tags left are explained in the README.
  lintian --fail-on error,warning "$deb" >&2
fi
echo "$deb"
