#!/usr/bin/env bash
# Type-checks every file of Sources/ValueLayout/Platform/ (the UIKit and AppKit adapters and the
# Core Text measurer) on Linux, where UIKit, AppKit and Core Text do not exist, against the shim
# modules in scripts/apple-shims/: small `UIKit`, `AppKit`, `CoreText` and `ObjectiveC` modules
# that declare, with the signatures Apple documents, only what the Platform files use. With the
# shims, the rest of the module is checked in its Apple configuration too (`LayoutContext`'s
# default measurer is the Core Text one). Fails on any error or warning.
#
# How: the Platform files are type-checked as what they are, files of the ValueLayout module. One
# `swiftc -typecheck -wmo` of every Sources/ValueLayout/**/*.swift, with the shims on the import
# path (so `#if canImport(UIKit)` and `#if canImport(AppKit)` are true), checks them with the
# module's own access and conformance rules. Checking each file alone against the built
# ValueLayout.swiftmodule would check a different program: the files do not `import ValueLayout`
# (they are inside it), they could not see the module's internal symbols (they use none today,
# nothing stops them), and `extension UIView: LayoutView` would become a conformance of an imported
# type to an imported protocol, which Swift 6 warns about and the real build never sees.
#
# The target is built first, without the shims: that proves the rest of the module compiles on its
# own (so what fails below is the Platform code or the shims), and SwiftPM generates the module map
# of the C target ValueLayoutCHelpers, which the type-check passes to Clang as SwiftPM does. A
# generated probe file proves that each Platform file's `#if` condition is true under the shims, so
# that its code is really checked and not skipped.
#
# What the shims cannot check: Objective-C's rules (which need `@objc`, unavailable on Linux): a
# data-source method in an extension of a generic class, a type Objective-C cannot represent, a
# misspelt optional requirement (here optional requirements have default implementations), an
# API that is deprecated or newer than the deployment target, or a missing toll-free bridging cast
# (`as CFDictionary`, `as CFAttributedString`: the shim's Core Foundation types are aliases of the
# Foundation classes).
#
# Usage: bash scripts/check-apple-adapters.sh   (SCRATCH_PATH=/tmp/x to build elsewhere than .build)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build}"
platform_dir=Sources/ValueLayout/Platform
shim_dir=scripts/apple-shims
shims=(ObjectiveC CoreText UIKit AppKit) # in dependency order
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs a compiler command (after a label for messages), prints its diagnostics, and fails if it
# fails or warns.
run_checked() {
    local label="$1" log="$work/log"
    shift
    if ! "$@" >"$log" 2>&1; then
        cat "$log"
        echo "error: $label failed" >&2
        exit 1
    fi
    if grep -q "warning:" "$log"; then
        cat "$log"
        echo "error: $label printed warnings" >&2
        exit 1
    fi
    cat "$log"
}

echo "-- building the ValueLayout target (scratch path $scratch)"
swift build --target ValueLayout --scratch-path "$scratch"
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"
c_module_map="$bin/ValueLayoutCHelpers.build/module.modulemap"
if [[ ! -f "$c_module_map" ]]; then
    echo "error: no module map for ValueLayoutCHelpers at $c_module_map" >&2
    exit 1
fi

mkdir -p "$work/modules" "$work/module-cache"
common=(-swift-version 6 -parse-as-library -I "$work/modules" -module-cache-path "$work/module-cache")
for shim in "${shims[@]}"; do
    echo "-- compiling the shim $shim_dir/$shim.swift to $shim.swiftmodule"
    run_checked "compiling the $shim shim" swiftc -emit-module "${common[@]}" -module-name "$shim" \
        -emit-module-path "$work/modules/$shim.swiftmodule" "$shim_dir/$shim.swift"
done

# The probe: each Platform file's leading `#if` condition must hold, or its code would be skipped.
probe="$work/PlatformConditionsProbe.swift"
platform_files=()
while IFS= read -r file; do platform_files+=("$file"); done < <(find "$platform_dir" -name '*.swift' | sort)
if [[ ${#platform_files[@]} -eq 0 ]]; then
    echo "error: no Swift files in $platform_dir" >&2
    exit 1
fi
: >"$probe"
for file in "${platform_files[@]}"; do
    condition="$(grep -m1 -E '^#if ' "$file" || true)"
    [[ -n "$condition" ]] || continue
    printf '%s\n#else\n#error("%s: its #if condition is false with the shims; its code is not checked")\n#endif\n' \
        "$condition" "$file" >>"$probe"
done

module_files=()
while IFS= read -r file; do module_files+=("$file"); done < <(find Sources/ValueLayout -name '*.swift' | sort)
echo "-- type-checking the ValueLayout module (${#module_files[@]} files) with the shims, including:"
printf '     %s\n' "${platform_files[@]}"
run_checked "type-checking the module with the shims" swiftc -typecheck -wmo "${common[@]}" \
    -module-name ValueLayout -package-name ValueLayout -D SWIFT_PACKAGE -D DEBUG -Xcc -fmodule-map-file="$c_module_map" \
    "${module_files[@]}" "$probe"
echo "-- ok: ${#platform_files[@]} Platform files type-checked against the ${shims[*]} shims, no errors or warnings"
