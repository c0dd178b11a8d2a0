#!/bin/bash
# Subscribes a real calendar client to `vault serve`'s /calendar.ics and checks what it shows:
# vdirsyncer (its read-only `http` storage, HTTP Basic with the token as password) fetches the
# calendar into a folder, and khal lists it in Paris time. An overnight flight from New York
# must show at its Paris times, an edit must reach the client, a wrong token must be refused.
#
#   sudo apt-get install vdirsyncer khal        # Debian 12: vdirsyncer 0.19, khal 0.10
#   scripts/calendar-client-check.sh [path/to/vault]
set -euo pipefail
vault=$(realpath "${1:-.build/debug/vault}")
for tool in vdirsyncer khal curl; do
    command -v "$tool" >/dev/null || { echo "calendar-client-check: $tool is not installed" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
export VAULT_HOME="$work/vault"
"$vault" init >/dev/null
"$vault" journey add paris --name Paris --from 2030-12-18 --to 2030-12-27 >/dev/null
"$vault" booking add transport --mode flight --carrier Skylark --number "SL 24" --from "New York (JFK)" \
    --to "Paris (CDG)" --departure 2030-12-18T22:10 --arrival 2030-12-19T11:05 --journey paris >/dev/null
(umask 077; echo "calendar-check-$RANDOM-$RANDOM-token" > "$work/token"; echo "not-the-token-at-all" > "$work/wrong")
port=$((20000 + RANDOM % 20000))
"$vault" serve --port "$port" --token-file "$work/token" >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done

subscribe() { # NAME PASSWORD-FILE: a vdirsyncer pair fetching /calendar.ics into $work/cal/NAME
    mkdir -p "$work/cal/$1" "$work/status-$1"
    cat >"$work/$1.conf" <<CONF
[general]
status_path = "$work/status-$1/"
[pair vault_calendar]
a = "remote"
b = "local"
collections = null
[storage remote]
type = "http"
url = "http://127.0.0.1:$port/calendar.ics"
auth = "basic"
username = "me"
password.fetch = ["command", "cat", "$2"]
[storage local]
type = "filesystem"
path = "$work/cal/$1/"
fileext = ".ics"
CONF
    vdirsyncer -c "$work/$1.conf" discover vault_calendar >/dev/null 2>&1
    vdirsyncer -c "$work/$1.conf" sync 2>&1
}
cat >"$work/khal.conf" <<CONF
[calendars]
[[vault]]
path = $work/cal/good/
type = calendar
[locale]
timeformat = %H:%M
dateformat = %Y-%m-%d
longdateformat = %Y-%m-%d
datetimeformat = %Y-%m-%d %H:%M
longdatetimeformat = %Y-%m-%d %H:%M
default_timezone = Europe/Paris
local_timezone = Europe/Paris
CONF
failed=0
check() { # WHAT TEXT PATTERN
    if grep -q -- "$3" <<<"$2"; then echo "ok: $1"; else echo "FAILED: $1 (no '$3' in:)"; echo "$2"; failed=1; fi
}
subscribe good "$work/token" >/dev/null
shown=$(khal -c "$work/khal.conf" list 2030-12-18 2030-12-20)
check "22:10 in New York shows at 04:10 in Paris, landing 11:05" "$shown" "04:10-11:05 Flight SL 24"
"$vault" booking edit 1 --departure 2030-12-18T23:00 >/dev/null
subscribe good "$work/token" >/dev/null
shown=$(khal -c "$work/khal.conf" list 2030-12-18 2030-12-20)
check "an edit reaches the subscribed client" "$shown" "05:00-11:05 Flight SL 24"
refused=$(subscribe wrong "$work/wrong" || true)
check "a wrong token is refused" "$refused" "401"
exit $failed
