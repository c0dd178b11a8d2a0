#!/usr/bin/env bash
# Peak memory (maximum resident set size) of `vault import` and `vault watch --once` with the
# default number of workers, on the images of a folder, each into a new vault.
#
# usage: Benchmarks/peak-rss.sh [--binary VAULT] DIR [JOBS]
#   --binary VAULT  measure this vault executable (another build, to compare) instead of
#                   the release build made here
#   DIR             folder of .jpg/.png/.pdf files, e.g. a folder of receipt photos
#   JOBS            workers (default: vault's default, one per core)
#
# Measured with GNU time (`/usr/bin/time -v`, "Maximum resident set size"), which reports the
# largest RSS of the process and of the children it waited for: since files are read in
# reader processes (one per worker), that is the largest single process, not their sum.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Benchmarks/peak-rss.sh [--binary VAULT] DIR [JOBS]"
binary=""
if [ "${1:-}" = --binary ]; then
    binary=${2:?$usage}
    shift 2
    [ -x "$binary" ] || { echo "$binary is not an executable" >&2; exit 2; }
fi
dir=${1:?$usage}
jobs=${2:-}
mapfile -t files < <(find "$dir" -maxdepth 1 \( -name '*.jpg' -o -name '*.jpeg' -o -name '*.png' -o -name '*.pdf' \) | sort)
[ ${#files[@]} -gt 0 ] || { echo "no .jpg/.png/.pdf files in $dir" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time; Debian package: time)" >&2; exit 2; }
if [ -n "$binary" ]; then
    vault=$(realpath "$binary")
else
    swift build -c release --static-swift-stdlib --product vault > "${TMPDIR:-/tmp}/vault-build.log" 2>&1 || { cat "${TMPDIR:-/tmp}/vault-build.log" >&2; exit 1; }
    vault=$PWD/.build/release/vault
fi
export OMP_THREAD_LIMIT=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
job_flag=()
[ -n "$jobs" ] && job_flag=(--jobs "$jobs")

# Runs "$@" under GNU time; prints "MB seconds".
measure() {
    /usr/bin/time -v -o "$work/time" "$@" > "$work/out" 2>&1 || true
    local kb wall
    kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time")
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time")
    echo "$((kb / 1024)) $wall"
}

"$vault" init --vault "$work/import" > /dev/null
read -r import_mb import_wall < <(measure "$vault" import "${job_flag[@]}" --vault "$work/import" "${files[@]}")
imported=$(grep -c '→ document' "$work/out" || true)

"$vault" init --vault "$work/watch" > /dev/null
cp "${files[@]}" "$work/watch/inbox/"
read -r watch_mb watch_wall < <(measure "$vault" watch --once --settle 0 "${job_flag[@]}" --vault "$work/watch")
watched=$(grep -c '^imported' "$work/out" || true)

echo "files: ${#files[@]} from $dir, jobs: ${jobs:-default}, $(getconf _NPROCESSORS_ONLN) cores, $(date -u +%Y-%m-%d)," \
    "vault $("$vault" --version)"
printf '| %-22s | %13s | %10s | %8s |\n' command "peak RSS (MB)" "wall" imported
printf '| %-22s | %13s | %10s | %8s |\n' ---------------------- ------------- ---------- --------
printf '| %-22s | %13s | %10s | %8s |\n' "vault import" "$import_mb" "$import_wall" "$imported"
printf '| %-22s | %13s | %10s | %8s |\n' "vault watch --once" "$watch_mb" "$watch_wall" "$watched"
