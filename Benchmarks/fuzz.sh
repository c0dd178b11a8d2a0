#!/bin/sh
# Builds vault's libFuzzer harnesses (Fuzz/, a package of its own: normal builds never need the
# sanitizer) and runs each for SECONDS, then prints inputs run and crashes per harness.
#
#   Benchmarks/fuzz.sh [--debug] [--no-asan] [--runs N] [--fork N] [SECONDS] [HARNESS...]
#                                   default: release build, 60 s each, all six harnesses
#
# The harnesses are built in release (`-c release`, `-sanitize=fuzzer,address`): the optimised
# code runs 10-50 times as many inputs per second as a debug build. `--debug` builds them
# without optimisation (better stack traces for a crash). `--runs N` stops each harness after N
# inputs or SECONDS, whichever comes first (`--runs 1000000 3600`: 10^6 inputs, at most an hour).
# `--fork N` runs each harness as N processes at once (libFuzzer's fork mode: each takes a share
# of the corpus for a while, and what it learns is merged back), so one run uses N cores; the
# inputs counted are those of all N.
#
# `--no-asan` builds with `-sanitize=fuzzer` only, without the address sanitizer (in its own
# build folder, Fuzz/.build/no-asan, so the two builds do not undo each other). Swift code
# still traps on overflow, out-of-bounds indexes and force-unwrapped nil, so a crash in vault's
# own code is still a crash; what is lost is ASan's view into C code (poppler, Leptonica,
# libjpeg, Tesseract) and into unsafe pointers: a read past a buffer there that happens not
# to fault goes unnoticed. It runs several times as many inputs per second, so it is for
# reaching many inputs; the default build is the one to trust for memory errors.
#
# Harnesses: FuzzAmounts and FuzzDates (the scanners on arbitrary text), FuzzReceiptParser
# (the whole parser on arbitrary lines), FuzzPreflight (content type, image header and pixel
# budget, decoding, poppler on arbitrary bytes), FuzzSearch (the search query built from
# arbitrary text and run against a vault's database: it traps when SQLite rejects the query),
# FuzzReader (arbitrary bytes as a file imported through the bounded reader's entry point, the
# request and answer lines of `vault __read` included: every file gets an answer, the same on
# both sides of the wire; the process limits are libFuzzer's -rss_limit_mb and -timeout here).
# Seeds come from Tests/ReadingTests/ParserCases, TestData and a few typed queries; what the fuzzer learns stays in Fuzz/corpus/ (not committed). A crash leaves
# its input in Fuzz/crashes/: turn it into a test, fix it, and delete the file.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
configuration=release
runs=-1
sanitizers=fuzzer,address
scratch=
fork=0
while [ $# -gt 0 ]; do
    case $1 in
    --debug) configuration=debug; shift ;;
    --no-asan) sanitizers=fuzzer; scratch="--scratch-path $root/Fuzz/.build/no-asan"; shift ;;
    --runs) runs=$2; shift 2 ;;
    --fork) fork=$2; shift 2 ;;
    *) break ;;
    esac
done
seconds=${1:-60}
[ $# -gt 0 ] && shift
harnesses=${*:-FuzzAmounts FuzzDates FuzzReceiptParser FuzzPreflight FuzzSearch FuzzReader}
export OMP_THREAD_LIMIT=1
# Swift's own crash handler would answer a trap (a failed precondition, an index out of
# bounds) before libFuzzer's, and the process would end without the input saved.
export SWIFT_BACKTRACE=enable=no

cd "$root/Fuzz"
flags="-c $configuration -Xswiftc -sanitize=$sanitizers -Xswiftc -enable-testing $scratch"
mkdir -p "$root/Fuzz/.build"
build_log="$root/Fuzz/.build/build${scratch:+-no-asan}.log"
# shellcheck disable=SC2086
if ! swift build $flags > "$build_log" 2>&1; then
    grep -E "error" "$build_log" | head -20 >&2
    echo "fuzz.sh: the harnesses did not build; the whole log is $build_log" >&2
    exit 1
fi
# shellcheck disable=SC2086
bin=$(swift build $flags --show-bin-path)

seeds() {
    folder="$root/Fuzz/seeds/$1"
    rm -rf "$folder" && mkdir -p "$folder"
    case $1 in
    FuzzPreflight | FuzzReader)
        # Small files of every kind, the damaged and hostile ones included.
        find "$root/TestData" -type f \( -name '*.pdf' -o -name '*.png' -o -name '*.jpg' -o -name '*.xml' \) \
            -size -64k -exec cp {} "$folder/" \; ;;
    FuzzSearch)
        # Queries as people type them, FTS5 syntax and odd characters included.
        n=0
        for query in 'café 18.40' 'paris hotel 12.03.2025' '"brasserie" AND NEAR(le comptoir)' \
            'Saint-Germain* -taxi :merchant (x OR y)' "l'été 2025-03-12 18,40 ^ \" '" 'ＲＭ１２．５０ 发票 €'; do
            n=$((n + 1))
            printf '%s' "$query" > "$folder/query-$n.txt"
        done
        cp "$root"/Tests/ReadingTests/ParserCases/*.txt "$folder/" ;;
    *)
        cp "$root"/Tests/ReadingTests/ParserCases/*.txt "$folder/" ;;
    esac
    echo "$folder"
}

printf '%-18s %8s %10s %10s %8s\n' harness limit seconds inputs crashes
for harness in $harnesses; do
    corpus="$root/Fuzz/corpus/$harness"
    crashes="$root/Fuzz/crashes"
    mkdir -p "$corpus" "$crashes"
    seed=$(seeds "$harness")
    # One log per build, so that an ASan run and a run without it can go side by side.
    log="$root/Fuzz/.build/$harness${scratch:+-no-asan}.log"
    max_len=4096
    leaks=1
    # poppler and fontconfig keep process-wide caches that LeakSanitizer reports at exit.
    timeout=20
    case $harness in FuzzPreflight | FuzzReader) max_len=65536 leaks=0 ;; esac
    # FuzzReader's first OCR loads Tesseract's language data: tens of seconds under ASan on a busy machine.
    [ "$harness" = FuzzReader ] && timeout=60
    # A crash stops that harness; its input is saved in Fuzz/crashes/.
    started=$(date +%s)
    # Without ASan there is no LeakSanitizer, and libFuzzer's -detect_leaks has nothing to ask.
    [ "$sanitizers" = fuzzer ] && leaks=0
    ASAN_OPTIONS=detect_leaks=$leaks "$bin/$harness" "$corpus" "$seed" -max_total_time="$seconds" -runs="$runs" -max_len=$max_len -timeout=$timeout \
        -rss_limit_mb=2048 -detect_leaks=$leaks -artifact_prefix="$crashes/$harness-" -print_final_stats=1 \
        -fork="$fork" > "$log" 2>&1 || true
    inputs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    # In fork mode the parent prints the inputs of all its processes as `#N: cov: ...`.
    [ "$fork" -gt 0 ] && inputs=$(grep -oE '^#[0-9]+: cov' "$log" | grep -oE '[0-9]+' | tail -1)
    # libFuzzer also saves inputs slower than 10 s (`slow-unit-`): kept to look at, not crashes.
    found=$(ls "$crashes" | grep -cE "^$harness-(crash|timeout|oom|leak)-" || true)
    printf '%-18s %8s %10s %10s %8s\n' "$harness" "$seconds" "$(($(date +%s) - started))" "${inputs:-?}" "$found"
done
