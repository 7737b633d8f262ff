#!/usr/bin/env bash
# Builds the libFuzzer target of Fuzz/FuzzEntry.swift and runs it for a given time.
#
#   scripts/fuzz.sh [--all] [SECONDS] [extra libFuzzer flags...]
#   scripts/fuzz.sh --target documents [SECONDS] [extra libFuzzer flags...]
#
# SECONDS defaults to 60. Every input is checked for finite frames and one other invariant, and one
# input in 32 (both chosen by a hash of its bytes) against all of them; with --all, every input against all of them
# (much slower: for a long run that looks for the rarer violations). At the end the script prints
# the rate, inputs per second, from libFuzzer's final statistics. The library (Sources/ValueLayout)
# is compiled with -sanitize=fuzzer,address, the harness (Sources/ValueLayoutHarness: the tree
# generator and the kinds' registrations) and the invariant checks (from Sources/ValueLayoutTesting)
# with -sanitize=address (no coverage), and linked with the entry point into
# fuzz-out/valuelayout-fuzz. The corpus grows in fuzz-out/corpus, starting from Fuzz/seeds (the
# inputs worth starting from; the trees the fuzzer once failed on are written out in
# FuzzRegressionTests); crashing inputs are written
# to fuzz-out/artifacts, and the run's log to fuzz-out/fuzz.log. fuzz-out/ is
# ignored by git; replay a saved input with `fuzz-out/valuelayout-fuzz path/to/input`, and keep it
# as a regression test in Tests/ValueLayoutTests/FuzzRegressionTests.swift.
#
# --target documents fuzzes the layout-document decoder instead (Fuzz/DocumentFuzzEntry.swift):
# every input is read as JSON with the default options and with small limits; a document read
# must lay out to finite frames, write back and read back equal, and a failure must be a
# LayoutDataError with a path. Its corpus grows in fuzz-out/documents/corpus from
# Fuzz/document-seeds, guided by a dictionary the script writes to fuzz-out/documents/documents.dict
# from those seeds (every key and every word-like string in them, so a kind's keys and case names
# come with its seed document; a test checks that the seeds use every key of every built-in kind),
# with artifacts, log and binary (valuelayout-document-fuzz) under fuzz-out/documents; keep a
# failing input as a test in Tests/ValueLayoutTests/Data/DocumentFuzzRegressionTests.swift. The
# library alone is built for it (no harness or checks).
#
# Environment: FUZZ_OUT (output directory, default fuzz-out), FUZZ_SANITIZERS (default
# fuzzer,address), FUZZ_OPT (default -O), FUZZ_LIBRARY_DIR (the library's sources, default
# Sources/ValueLayout; for example a snapshot of another commit).
set -euo pipefail
cd "$(dirname "$0")/.."

target=layouts
if [ "${1:-}" = "--target" ]; then
  target="${2:?--target needs a name: layouts or documents}"
  shift 2
fi
case "$target" in
layouts | documents) ;;
*)
  echo "error: unknown target \"$target\" (layouts or documents)" >&2
  exit 2
  ;;
esac
all_invariants=0
if [ "${1:-}" = "--all" ]; then
  all_invariants=1
  shift
fi
seconds="${1:-60}"
shift || true
out="${FUZZ_OUT:-fuzz-out}"
if [ "$target" = documents ]; then out="$out/documents"; fi
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
opt="${FUZZ_OPT:--O}"
build="$out/build"
mkdir -p "$build" "$out/corpus" "$out/artifacts"

echo "== building the fuzz target ($sanitizers, $opt)"
library_sources=$(find "${FUZZ_LIBRARY_DIR:-Sources/ValueLayout}" -name '*.swift' | sort)
# The parts of ValueLayoutTesting the target uses (the rest, such as test views, is not needed),
# and the project's harness (the kinds' registrations, specs, the tree generator and known bugs).
testing_sources=$(printf 'Sources/ValueLayoutTesting/%s.swift ' \
  LayoutScenario LayoutInvariants SwiftLiteral CountingLayout MeasurementLog)
harness_sources=$(find Sources/ValueLayoutHarness -name '*.swift' | sort)
# The library's C prefetch hint (a header-only module; SwiftPM makes its module map itself).
hints="$build/ValueLayoutCHelpers"
mkdir -p "$hints"
cp Sources/ValueLayoutCHelpers/include/ValueLayoutCHelpers.h "$hints/"
printf 'module ValueLayoutCHelpers {\n    header "ValueLayoutCHelpers.h"\n    export *\n}\n' >"$hints/module.modulemap"
# The engine's thread-local state is defined once, in the C target's source.
clang -c -O1 -g -fsanitize=address -I Sources/ValueLayoutCHelpers/include Sources/ValueLayoutCHelpers/ValueLayoutCHelpers.c \
  -o "$build/ValueLayoutCHelpers.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayout -package-name ValueLayout -I "$hints" -emit-module -emit-module-path "$build/ValueLayout.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $library_sources -o "$build/ValueLayout.o"
if [ "$target" = documents ]; then
  swiftc -parse-as-library -module-name ValueLayoutDocumentFuzz -I "$build" -I "$hints" $opt -g -sanitize="$sanitizers" \
    -swift-version 6 Fuzz/DocumentFuzzEntry.swift "$build/ValueLayout.o" "$build/ValueLayoutCHelpers.o" \
    -o "$out/valuelayout-document-fuzz" 2>&1 |
    { grep -v "Cannot export local symbol" || true; }
else
# The checks and the generator get the other sanitizers but no coverage instrumentation: coverage of
# the library alone guides the fuzzer (new branches of the checks are not new behaviour), and
# tracing every comparison of the checks made each input a third slower.
checker_sanitizers=$(echo "$sanitizers" | tr ',' '\n' | grep -v '^fuzzer$' | paste -sd, -)
checker_flags=()
if [ -n "$checker_sanitizers" ]; then checker_flags=(-sanitize="$checker_sanitizers"); fi
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayoutTesting -package-name ValueLayout -I "$build" -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayoutTesting.swiftmodule" \
  -wmo $opt -g "${checker_flags[@]}" -swift-version 6 -c $testing_sources -o "$build/ValueLayoutTesting.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayoutHarness -package-name ValueLayout -I "$build" -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayoutHarness.swiftmodule" \
  -wmo $opt -g "${checker_flags[@]}" -swift-version 6 -c $harness_sources -o "$build/ValueLayoutHarness.o"
# (The linker's "Cannot export local symbol '__asan_…'" warnings are harmless and filtered out.)
swiftc -parse-as-library -module-name ValueLayoutFuzz -I "$build" -I "$hints" $opt -g -sanitize="$sanitizers" -swift-version 6 \
  Fuzz/FuzzEntry.swift "$build/ValueLayout.o" "$build/ValueLayoutCHelpers.o" "$build/ValueLayoutTesting.o" "$build/ValueLayoutHarness.o" \
  -o "$out/valuelayout-fuzz" 2>&1 |
  { grep -v "Cannot export local symbol" || true; }

fi

seeds=()
binary="$out/valuelayout-fuzz"
target_flags=(-max_len=4096)
if [ "$target" = documents ]; then
  binary="$out/valuelayout-document-fuzz"
  seeds=(Fuzz/document-seeds)
  # The dictionary: every key and every word-like string of the seed documents, two keys no seed
  # can hold ("view": views are named by the app; "fonts": a measurer of font files), and JSON's
  # punctuation, literals and edge cases (the largest double, one too large, a negative zero, a
  # NUL and a lone surrogate escaped), one libFuzzer entry a line.
  python3 - Fuzz/document-seeds "$out/documents.dict" <<'PY'
import json, os, re, sys
folder, path = sys.argv[1:]
words = {"view", "fonts"}
def walk(value):
    if isinstance(value, dict):
        for key, item in value.items():
            words.add(key)
            walk(item)
    elif isinstance(value, list):
        for item in value:
            walk(item)
    elif isinstance(value, str) and re.fullmatch(r"[A-Za-z][A-Za-z0-9]*", value):
        words.add(value)
for name in sorted(os.listdir(folder)):
    if name.endswith(".json"):
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            walk(json.load(file))
with open(path, "w", encoding="utf-8") as file:
    for word in sorted(words):
        file.write(json.dumps(json.dumps(word)) + "\n")
    for token in [":", ",", "{", "}", "[", "]", "null", "true", "false", "1e308", "-0", "1e999", "\\u0000", "\\ud800"]:
        file.write(json.dumps(token) + "\n")
PY
  target_flags=(-max_len=8192 -dict="$out/documents.dict")
elif [ -d Fuzz/seeds ]; then
  seeds=(Fuzz/seeds)
fi

echo "== fuzzing for ${seconds}s (log: $out/fuzz.log)"
set +e
# (The Swift backtracer's crash handler confuses AddressSanitizer; libFuzzer reports crashes itself.)
SWIFT_BACKTRACE=enable=no VALUELAYOUT_FUZZ_ALL_INVARIANTS="$all_invariants" "$binary" "$out/corpus" "${seeds[@]}" \
  -max_total_time="$seconds" "${target_flags[@]}" -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" >"$out/fuzz.log" 2>&1
status=$?
set -e
grep -v -e '^#[0-9]' "$out/fuzz.log" | tail -n 60
grep -e '^#[0-9]' "$out/fuzz.log" | tail -n 1
# The rate: inputs run over the run's seconds ("Done N runs in S second(s)").
runs_line=$(grep -e '^Done [0-9]* runs in' "$out/fuzz.log" | tail -n 1 || true)
if [ -n "$runs_line" ]; then
  runs=$(echo "$runs_line" | awk '{print $2}')
  run_seconds=$(echo "$runs_line" | awk '{print $5}')
  echo "== rate: $runs inputs in ${run_seconds}s = $(awk -v r="$runs" -v s="$run_seconds" 'BEGIN { printf "%.0f", (s > 0 ? r / s : r) }') inputs/s (libFuzzer: $(grep -e '^stat::average_exec_per_sec' "$out/fuzz.log" | awk '{print $2}') exec/s; all invariants on every input: $all_invariants)"
fi
if [ "$status" -ne 0 ]; then
  echo "error: the fuzzer found a failing input (see $out/artifacts and $out/fuzz.log)" >&2
  exit "$status"
fi
echo "== no failure in ${seconds}s"
