#!/usr/bin/env bash
# Peak memory of a command and every process it starts (vault's reader processes), summed:
# GNU time reports the largest single process only. Samples `VmRSS` of the command and its
# descendants (found through /proc/PID/task/*/children) every INTERVAL seconds and prints the
# largest sum, the largest single process and the number of samples. A sampled peak is a
# lower bound: a peak shorter than the interval can be missed.
#
# usage: Benchmarks/tree-rss.sh [--interval SECONDS] COMMAND [ARGUMENT...]
#   e.g. Benchmarks/tree-rss.sh vault import --vault /tmp/v ../shared/receipts/sroie-dev/00*.jpg
set -euo pipefail
interval=0.1
if [ "${1:-}" = --interval ]; then
    interval=$2
    shift 2
fi
[ $# -gt 0 ] || { echo "usage: Benchmarks/tree-rss.sh [--interval SECONDS] COMMAND [ARGUMENT...]" >&2; exit 2; }
out=${TREE_RSS_OUTPUT:-/dev/null}
"$@" > "$out" 2>&1 &
root=$!

# The process and its descendants, one id a line.
tree() {
    local pid=$1 child
    echo "$pid"
    for child in $(cat /proc/"$pid"/task/*/children 2> /dev/null); do tree "$child"; done
}

peak_sum=0
peak_one=0
samples=0
while kill -0 "$root" 2> /dev/null; do
    sum=0
    for pid in $(tree "$root"); do
        kb=$(awk '/^VmRSS:/ {print $2}' /proc/"$pid"/status 2> /dev/null || true)
        [ -n "$kb" ] || continue
        sum=$((sum + kb))
        [ "$kb" -gt "$peak_one" ] && peak_one=$kb
    done
    [ "$sum" -gt "$peak_sum" ] && peak_sum=$sum
    samples=$((samples + 1))
    sleep "$interval"
done
status=0
wait "$root" || status=$?
echo "peak sum $((peak_sum / 1024)) MB, largest process $((peak_one / 1024)) MB, $samples samples, exit $status"
