#!/usr/bin/env bash
# Lists the source files of the libraries that use unsafe constructs, as the compiler's strict
# memory safety checking finds them (unsafe pointers and buffers, Unmanaged, unowned(unsafe),
# @exclusivity(unchecked), unsafe casts), and fails if any file outside the allowed places uses
# one. Unsafe code lives in three files of the engine and in the two text fast paths,
# each construct with its invariants or its measured gain written beside it; everything else
# reaches them through safe accessors.
#
#   bash scripts/check-unsafe-code.sh
#
# Builds the libraries with `-strict-memory-safety` in .build-unsafe (a debug build from scratch,
# so that every file is compiled and reported).
set -euo pipefail
cd "$(dirname "$0")/.."

allowed=(
  # The engine's storage, its node graph and its threads (the invariants are written once, in
  # ResultTree.swift).
  Sources/ValueLayout/Engine/Storage/ResultTree.swift
  Sources/ValueLayout/Engine/Nodes/LayoutNode.swift
  Sources/ValueLayout/Engine/Threads/EngineThreads.swift
  # The text fast paths: the line breaker's ASCII view and the shaped-run cache's byte keys.
  Sources/ValueLayoutFonts/LineBreaker.swift
  Sources/ValueLayoutFonts/ShapedRunCache.swift
)

scratch=.build-unsafe
rm -rf "$scratch"
log=$(mktemp)
for target in ValueLayoutTesting ValueLayoutFonts ValueLayoutHarness ValueLayoutCommand; do
  swift build --target "$target" --scratch-path "$scratch" -Xswiftc -strict-memory-safety >>"$log" 2>&1
done
files=$(grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning: .*\[#StrictMemorySafety\]' "$log" |
  sed -E 's/:[0-9]+:[0-9]+: warning:.*//; s|^'"$PWD"'/||' | sort -u)
rm -f "$log"

echo "== files with unsafe constructs"
status=0
engine=0
for file in $files; do
  ok=no
  for place in "${allowed[@]}"; do
    case "$file" in "$place"*) ok=yes ;; esac
  done
  case "$file" in Sources/ValueLayout/Engine/*) engine=$((engine + 1)) ;; esac
  if [ "$ok" = yes ]; then
    echo "  $file"
  else
    echo "  $file   <- not an allowed place: use the engine's or the text code's safe accessors" >&2
    status=1
  fi
done
echo "== $(echo "$files" | grep -c . || true) files, $engine of them in Sources/ValueLayout/Engine/"
exit $status
