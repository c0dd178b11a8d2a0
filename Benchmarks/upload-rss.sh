#!/usr/bin/env bash
# Memory of `vault serve` under many large uploads at once: starts the server on a new vault
# under Benchmarks/tree-rss.sh (VmRSS of the server and its reader processes, sampled every
# 0.1 s), sends COUNT uploads of MB megabytes each at the same moment (one thread each), waits
# for every answer, stops the server and prints the answers by status and the peak memory.
#
# usage: Benchmarks/upload-rss.sh [COUNT] [MB]      (default 40 uploads of 50 MB)
#   VAULT=path  the vault binary (default: .build/debug/vault)
#
# Each upload is a small PDF (TestData/invoice-de-eur-schreinerei.pdf) with MB of random
# bytes after its end, so no two are alike (none is a duplicate of another) and each is read
# as the PDF it starts with.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-40}
megabytes=${2:-50}
vault=${VAULT:-$PWD/.build/debug/vault}
work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

for i in $(seq 1 "$count"); do
    { cat TestData/invoice-de-eur-schreinerei.pdf; head -c $((megabytes * 1048576)) /dev/urandom; } > "$work/upload-$i.pdf"
done
"$vault" init --vault "$work/v" > /dev/null
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
token=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
VAULT_TOKEN=$token TREE_RSS_OUTPUT=$work/serve.log Benchmarks/tree-rss.sh \
    "$vault" serve --vault "$work/v" --port "$port" --max-upload-mb $((megabytes + 1)) > "$work/rss" &
monitor=$!
for _ in $(seq 1 100); do
    server=$(cat /proc/"$monitor"/task/*/children 2> /dev/null | awk '{print $1}')
    [ -n "$server" ] && grep -q "vault serve:" "$work/serve.log" 2> /dev/null && break
    sleep 0.2
done
[ -n "$server" ] || { echo "vault serve did not start" >&2; cat "$work/serve.log" >&2; exit 1; }

python3 - "$port" "$token" "$work" "$count" << 'EOF'
import collections, http.client, os, re, sys, threading, time
port, token, work, count = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4])
def connection():
    return http.client.HTTPConnection("127.0.0.1", port, timeout=3600)
page = connection()
page.request("GET", "/upload", headers={"X-Vault-Token": token})
csrf = re.search(r'name="csrf-token" content="([^"]+)"', page.getresponse().read().decode()).group(1)
answers = collections.Counter()
lock = threading.Lock()
start = threading.Barrier(count)
def upload(i):
    path = os.path.join(work, f"upload-{i}.pdf")
    with open(path, "rb") as body:
        http = connection()
        start.wait()
        try:
            http.request("POST", "/upload", body=body, headers={
                "X-Vault-Token": token, "X-CSRF-Token": csrf, "X-File-Name": f"upload-{i}.pdf",
                "Content-Type": "application/pdf", "Content-Length": str(os.path.getsize(path))})
            status = http.getresponse().status
        except OSError as error:
            status = type(error).__name__
    with lock:
        answers[status] += 1
began = time.time()
threads = [threading.Thread(target=upload, args=(i,)) for i in range(1, count + 1)]
for thread in threads: thread.start()
for thread in threads: thread.join()
print(f"{count} uploads in {time.time() - began:.1f} s; answers: "
      + ", ".join(f"{status} x{n}" for status, n in sorted(answers.items(), key=str)))
EOF
# The server's own peak (its readers apart), as the kernel kept it.
own=$(awk '/^VmHWM:/ {print int($2 / 1024)}' /proc/"$server"/status)
kill "$server"
wait "$monitor" || true
server=
echo "vault serve alone: peak $own MB (VmHWM); with its readers: $(cat "$work/rss")"
