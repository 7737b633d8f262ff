#!/usr/bin/env bash
# Builds the libFuzzer target of Fuzz/FuzzEntry.swift and runs it for a given time.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# SECONDS defaults to 60. The library (Sources/ValueLayout), the shared decoder and invariant checks
# (from Sources/ValueLayoutTesting) and the entry point are compiled with -sanitize=fuzzer,address into
# fuzz-out/valuelayout-fuzz. The corpus grows in fuzz-out/corpus, starting from Fuzz/seeds (the
# inputs the fuzzer once failed on, which FuzzRegressionTests replays); crashing inputs are written
# to fuzz-out/artifacts, and the run's log to fuzz-out/fuzz.log. fuzz-out/ is
# ignored by git; replay a saved input with `fuzz-out/valuelayout-fuzz path/to/input`, and keep it
# as a regression test in Tests/ValueLayoutTests/FuzzRegressionTests.swift.
#
# Environment: FUZZ_OUT (output directory, default fuzz-out), FUZZ_SANITIZERS (default
# fuzzer,address), FUZZ_OPT (default -O), FUZZ_LIBRARY_DIR (the library's sources, default
# Sources/ValueLayout; for example a snapshot of another commit).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out="${FUZZ_OUT:-fuzz-out}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
opt="${FUZZ_OPT:--O}"
build="$out/build"
mkdir -p "$build" "$out/corpus" "$out/artifacts"

echo "== building the fuzz target ($sanitizers, $opt)"
library_sources=$(find "${FUZZ_LIBRARY_DIR:-Sources/ValueLayout}" -name '*.swift' | sort)
# The parts of ValueLayoutTesting the target uses (the rest, such as test views, is not needed),
# and the project's harness (the decoder, specs and known bugs).
testing_sources=$(printf 'Sources/ValueLayoutTesting/%s.swift ' \
  LayoutScenario LayoutInvariants SwiftLiteral CountingLayout MeasurementLog)
harness_sources=$(find Sources/ValueLayoutHarness -name '*.swift' | sort)
# The library's C prefetch hint (a header-only module; SwiftPM makes its module map itself).
hints="$build/ValueLayoutCHelpers"
mkdir -p "$hints"
cp Sources/ValueLayoutCHelpers/include/ValueLayoutCHelpers.h "$hints/"
printf 'module ValueLayoutCHelpers {\n    header "ValueLayoutCHelpers.h"\n    export *\n}\n' >"$hints/module.modulemap"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayout -package-name ValueLayout -I "$hints" -emit-module -emit-module-path "$build/ValueLayout.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $library_sources -o "$build/ValueLayout.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayoutTesting -package-name ValueLayout -I "$build" -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayoutTesting.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $testing_sources -o "$build/ValueLayoutTesting.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayoutHarness -package-name ValueLayout -I "$build" -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayoutHarness.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $harness_sources -o "$build/ValueLayoutHarness.o"
# (The linker's "Cannot export local symbol '__asan_…'" warnings are harmless and filtered out.)
swiftc -parse-as-library -module-name ValueLayoutFuzz -I "$build" -I "$hints" $opt -g -sanitize="$sanitizers" -swift-version 6 \
  Fuzz/FuzzEntry.swift "$build/ValueLayout.o" "$build/ValueLayoutTesting.o" "$build/ValueLayoutHarness.o" \
  -o "$out/valuelayout-fuzz" 2>&1 |
  { grep -v "Cannot export local symbol" || true; }

seeds=()
if [ -d Fuzz/seeds ]; then seeds=(Fuzz/seeds); fi

echo "== fuzzing for ${seconds}s (log: $out/fuzz.log)"
set +e
# (The Swift backtracer's crash handler confuses AddressSanitizer; libFuzzer reports crashes itself.)
SWIFT_BACKTRACE=enable=no "$out/valuelayout-fuzz" "$out/corpus" "${seeds[@]}" \
  -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" >"$out/fuzz.log" 2>&1
status=$?
set -e
grep -v -e '^#[0-9]' "$out/fuzz.log" | tail -n 60
grep -e '^#[0-9]' "$out/fuzz.log" | tail -n 1
if [ "$status" -ne 0 ]; then
  echo "error: the fuzzer found a failing input (see $out/artifacts and $out/fuzz.log)" >&2
  exit "$status"
fi
echo "== no failure in ${seconds}s"
