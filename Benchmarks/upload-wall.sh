#!/usr/bin/env bash
# Wall time of web uploads to a draft: starts `vault serve` on a new vault, waits WAIT seconds
# (the server prepares its reader meanwhile), then uploads FILE COUNT times one after the other
# as the upload page's script does (the bytes as the body, the name in X-File-Name, the page's
# CSRF token) and prints the seconds until each answer with its status and message.
#
# usage: Benchmarks/upload-wall.sh FILE [COUNT]      (default 3 uploads)
#   VAULT=path  the vault binary (default: .build/release/vault)
#   WAIT=s      seconds between the server's start and the first upload (default 10)
#
# A byte is appended to every copy after the first, so none is a duplicate of another.
set -euo pipefail
cd "$(dirname "$0")/.."
file=$1
count=${2:-3}
vault=${VAULT:-$PWD/.build/release/vault}
work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
"$vault" init --vault "$work/vault" >/dev/null
"$vault" serve --port 0 --vault "$work/vault" >"$work/out" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q 'unlock?token=' "$work/out" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*unlock?token=[^ ;]*' "$work/out" | head -1)
base=${url%%/unlock*}
token=${url##*token=}
csrf=$(curl -s -H "Authorization: Bearer $token" "$base/upload" \
    | grep -o 'csrf-token" content="[0-9a-f]*' | sed 's/.*content="//')
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
sleep "${WAIT:-10}"
for i in $(seq "$count"); do
    copy="$work/upload-$i.${file##*.}"
    cp "$file" "$copy"
    [ "$i" -gt 1 ] && head -c "$i" /dev/zero >>"$copy"
    curl -s -o "$work/answer" -w "upload $i: %{time_total} s, HTTP %{http_code}: " \
        -H "Authorization: Bearer $token" -H "Origin: $base" -H "X-CSRF-Token: $csrf" -H "Expect:" \
        -H "X-File-Name: $(basename "$copy")" --data-binary @"$copy" "$base/upload"
    sed 's/.*"message":"\([^"]*\)".*/\1/' "$work/answer"
    echo
done
