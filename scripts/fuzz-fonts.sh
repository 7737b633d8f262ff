#!/usr/bin/env bash
# Builds the libFuzzer target of Fuzz/Fonts/FontFuzzEntry.swift (the font reader, `FontFace`) and
# runs it for a given time.
#
#   scripts/fuzz-fonts.sh [SECONDS] [extra libFuzzer flags...]
#
# SECONDS defaults to 60. The core library (Sources/ValueLayout), the fonts library
# (Sources/ValueLayoutFonts) and the entry point are compiled with -sanitize=fuzzer,address into
# fuzz-out/fonts/valuelayout-font-fuzz. The corpus grows in
# fuzz-out/fonts/corpus, seeded with the fonts the library bundles
# (Sources/ValueLayoutFonts/Resources/*.ttf: libFuzzer mutates real fonts) and the inputs the fuzzer once failed on
# (Tests/ValueLayoutTests/Fonts/FuzzFindings, which FontFaceFuzzFindingTests replays). Crashing and
# slow inputs are written to fuzz-out/fonts/artifacts, the run's log to fuzz-out/fonts/fuzz.log.
# Keep a failing input in FuzzFindings, with the fix.
#
# Small fonts mutate faster than the 760 KB test fonts. With fontTools (`pip install fonttools`;
# for seeding only), subsets that keep the layout tables can be added as an extra corpus folder:
#
#   python3 -m fontTools.subset Sources/ValueLayoutFonts/Resources/DejaVuSans.ttf --text="AVTo office é" \
#     --layout-features='*' --drop-tables+=glyf,loca,post --output-file=fuzz-out/fonts/subsets/a.ttf
#   scripts/fuzz-fonts.sh 300 fuzz-out/fonts/subsets
#
# (Subsets are not committed: the fonts' license asks that modified fonts be renamed.)
#
# Environment: FUZZ_OUT (output directory, default fuzz-out/fonts), FUZZ_SANITIZERS (default
# fuzzer,address), FUZZ_OPT (default -O).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out="${FUZZ_OUT:-fuzz-out/fonts}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
opt="${FUZZ_OPT:--O}"
build="$out/build"
mkdir -p "$build" "$out/corpus" "$out/artifacts" "$out/seeds"

echo "== building the font fuzz target ($sanitizers, $opt)"
library_sources=$(find Sources/ValueLayout -name '*.swift' | sort)
fonts_sources=$(find Sources/ValueLayoutFonts -name '*.swift' | sort)
# Outside Swift Package Manager nothing writes the fonts library's `Bundle.module` (the accessor of
# its resources, the bundled fonts): this one reads them from the source folder.
cat >"$build/ResourceBundle.swift" <<SWIFT
import Foundation
extension Foundation.Bundle {
    static let module = Bundle(path: "$PWD/Sources/ValueLayoutFonts/Resources")!
}
SWIFT
fonts_sources="$fonts_sources $build/ResourceBundle.swift"
hints="$build/ValueLayoutCHelpers"
mkdir -p "$hints"
cp Sources/ValueLayoutCHelpers/include/ValueLayoutCHelpers.h "$hints/"
printf 'module ValueLayoutCHelpers {\n    header "ValueLayoutCHelpers.h"\n    export *\n}\n' >"$hints/module.modulemap"
# The engine's thread-local state is defined once, in the C target's source.
clang -c -O1 -g -fsanitize=address -I Sources/ValueLayoutCHelpers/include Sources/ValueLayoutCHelpers/ValueLayoutCHelpers.c \
  -o "$build/ValueLayoutCHelpers.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayout -package-name ValueLayout -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayout.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $library_sources -o "$build/ValueLayout.o"
# shellcheck disable=SC2086
swiftc -parse-as-library -module-name ValueLayoutFonts -package-name ValueLayout -I "$build" -I "$hints" \
  -emit-module -emit-module-path "$build/ValueLayoutFonts.swiftmodule" \
  -wmo $opt -g -sanitize="$sanitizers" -swift-version 6 -c $fonts_sources -o "$build/ValueLayoutFonts.o"
# (The linker's "Cannot export local symbol '__asan_…'" warnings are harmless and filtered out.)
swiftc -parse-as-library -module-name ValueLayoutFontFuzz -I "$build" -I "$hints" $opt -g -sanitize="$sanitizers" \
  -swift-version 6 Fuzz/Fonts/FontFuzzEntry.swift "$build/ValueLayout.o" "$build/ValueLayoutCHelpers.o" "$build/ValueLayoutFonts.o" \
  -o "$out/valuelayout-font-fuzz" 2>&1 |
  { grep -v "Cannot export local symbol" || true; }

cp Sources/ValueLayoutFonts/Resources/*.ttf "$out/seeds/"
if compgen -G "Tests/ValueLayoutTests/Fonts/FuzzFindings/*" >/dev/null; then
  cp Tests/ValueLayoutTests/Fonts/FuzzFindings/* "$out/seeds/"
fi

echo "== fuzzing for ${seconds}s (log: $out/fuzz.log)"
set +e
# (The Swift backtracer's crash handler confuses AddressSanitizer; libFuzzer reports crashes itself.)
SWIFT_BACKTRACE=enable=no "$out/valuelayout-font-fuzz" "$out/corpus" "$out/seeds" \
  -max_total_time="$seconds" -max_len=800000 -timeout=10 -rss_limit_mb=4096 -malloc_limit_mb=1024 \
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
