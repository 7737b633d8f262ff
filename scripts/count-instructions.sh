#!/usr/bin/env bash
# Counts the instructions one pass costs, with valgrind's callgrind: stable on a noisy machine,
# where timings vary by tens of percent from run to run.
#
#   scripts/count-instructions.sh   # W1 (built-in, custom containers, flex containers, hand-written,
#                                   # stored tree, text alone), one leaf, W2 (10,000 leaves), W3, W8
#                                   # (the largest W8 tree takes a few minutes under valgrind)
#   scripts/count-instructions.sh --kinds [KIND,KIND...]
#                                   # every registered layout kind (or those named, as Stack,Flex):
#                                   # instructions per node of a pass over a flat and a nested tree
#                                   # of the kind, and of building each tree's value (a few minutes)
#
# Each subject runs `valuelayout-bench --loop SUBJECT N` for two values of N; the difference in
# instructions divided by the difference in N is the cost of one pass, start-up excluded. The kinds'
# trees are the harness's KindSpeedTrees (Sources/ValueLayoutHarness/KindSpeedTrees.swift): built
# from each registration's typical nodes, 1,000 leaves side by side (flat) or a balanced tree of at
# least 256 leaves (nested), the flat one laid out at width 375 and the nested one without a limit; a
# figure per node divides by the tree's nodes.
# Building goes through the registrations (`makeLayout(children:)`), children first, and includes
# releasing the previous value.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds_mode=0
kinds_filter=""
if [ "${1:-}" = "--kinds" ]; then
  kinds_mode=1
  kinds_filter="${2:-}"
elif [ -n "${1:-}" ]; then
  echo "usage: scripts/count-instructions.sh [--kinds [KIND,KIND...]]" >&2
  exit 2
fi
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product valuelayout-bench >/dev/null
# A copy without debug information: counting needs none, and valgrind 3.19 gives up on the DWARF
# the toolchain writes for the C module's thread-local variables ("Possibly corrupted debuginfo").
bench="$(mktemp -d)/valuelayout-bench"
strip --strip-debug -o "$bench" .build/release/valuelayout-bench

instructions() { # subject passes
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --loop "$1" "$2" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_pass() { # subject low high
    local low high
    low=$(instructions "$1" "$2")
    high=$(instructions "$1" "$3")
    echo $(((high - low) / ($3 - $2)))
}

if [ "$kinds_mode" = 1 ]; then
  # Instructions per node, rounded to a whole number.
  per_node() { awk -v i="$1" -v n="$2" 'BEGIN { printf "%.0f", i / n }'; }
  table="$("$bench" --kinds)"
  if [ -n "$kinds_filter" ]; then
    for name in ${kinds_filter//,/ }; do
      echo "$table" | grep -q "^$name " || { echo "unknown kind $name (valuelayout-bench --kinds lists them)" >&2; exit 2; }
    done
  fi
  echo "Instructions per node (valuelayout-bench --loop SUBJECT:KIND; the trees of KindSpeedTrees)"
  printf '%-10s %11s %11s %11s %13s %12s %12s\n' kind "flat nodes" "flat pass" "flat build" "nested nodes" "nested pass" \
    "nested build"
  while read -r kind flat_nodes nested_nodes; do
    if [ -n "$kinds_filter" ] && [[ ",$kinds_filter," != *",$kind,"* ]]; then continue; fi
    flat_pass=$(per_pass "pass-flat:$kind" 5 10)
    flat_build=$(per_pass "build-flat:$kind" 5 10)
    nested_pass=$(per_pass "pass-nested:$kind" 10 20)
    nested_build=$(per_pass "build-nested:$kind" 10 20)
    printf '%-10s %11s %11s %11s %13s %12s %12s\n' "$kind" "$flat_nodes" "$(per_node "$flat_pass" "$flat_nodes")" \
      "$(per_node "$flat_build" "$flat_nodes")" "$nested_nodes" "$(per_node "$nested_pass" "$nested_nodes")" \
      "$(per_node "$nested_build" "$nested_nodes")"
  done <<<"$table"
  exit 0
fi

library=$(per_pass W1 1000 2000)
custom=$(per_pass W1-custom 1000 2000)
flex=$(per_pass W1-flex 200 400)
customKept=$(per_pass W1-custom-nodes-kept 1000 2000)
builtInKept=$(per_pass W1-nodes-kept 1000 2000)
manual=$(per_pass W1-hand-written 1000 2000)
stored=$(per_pass W1-stored-tree 1000 2000)
text=$(per_pass W1-text 1000 2000)
cachedText=$(per_pass W1-cached-text 1000 2000)
leaf=$(per_pass one-leaf 1000 2000)
flat=$(per_pass W2-10000 5 10)
small=$(per_pass W3-4096 20 40)
large=$(per_pass W3-65536 2 4)
echo "W1, one cell: library $library, hand-written $manual instructions per pass" \
    "($(awk "BEGIN { printf \"%.2f\", $library / $manual }")×)"
echo "W1 with custom stacks and insets: $custom instructions per pass" \
    "($(awk "BEGIN { printf \"%.2f\", $custom / $library }")× the built-in W1)"
echo "W1 with flex containers: $flex instructions per pass" \
    "($(awk "BEGIN { printf \"%.2f\", $flex / $library }")× the built-in W1)"
echo "Both under a built-in root (the custom layouts' nodes made once, not in each pass):" \
    "custom $customKept, built-in $builtInKept ($(awk "BEGIN { printf \"%.2f\", $customKept / $builtInKept }")×)"
echo "W1's hand-written frames stored as a heap tree (StoredFrameTree): $stored instructions" \
    "($(awk "BEGIN { printf \"%.2f\", $stored / $manual }")×)"
echo "W1's text measurements alone (replayed): $text instructions"
echo "W1 through a warm CachingTextMeasurer around the fixed-advance measurer: $cachedText instructions"
echo "A pass over one leaf: $leaf instructions"
echo "W2: $flat instructions per pass at N = 10,000 ($((flat / 10001)) per node)"
echo "W3: $((small / 5461)) instructions per node at 4,096 leaves, $((large / 87381)) at 65,536 leaves"
flex256=$(per_pass W8-256 4 8)
flex4096=$(per_pass W8-4096 2 4)
flex65536=$(per_pass W8-65536 1 2)
echo "W8: $((flex256 / 341)) instructions per node at 256 leaves, $((flex4096 / 5461)) at 4,096," \
    "$((flex65536 / 87381)) at 65,536 ($(awk "BEGIN { printf \"%.2f\", ($flex65536 / 87381) / ($flex256 / 341) }")×" \
    "from 256 to 65,536)"

# Background layout and lists (one pass of a precompute subject is the whole 1,000-cell list).
cacheHit=$(per_pass cache-hit 1000 2000)
equalRebuilt=$(per_pass equal-rebuilt 1000 2000)
listUpdate=$(per_pass W5-list-update 500 1000)
repeated=$(per_pass precompute-repeated 4 6)
distinct=$(per_pass precompute-distinct 4 6)
echo "An ArrangementCache hit on a W1 cell: $cacheHit instructions" \
    "($(awk "BEGIN { printf \"%.3f\", $cacheHit / $library }") of laying it out)"
echo "Comparing two W1 values built separately from the same data: $equalRebuilt instructions"
echo "W5: one cell of a 1,000-cell W1 list reloaded through the list model: $listUpdate instructions" \
    "($(awk "BEGIN { printf \"%.4f\", $listUpdate / (1000 * $library) }") of 1,000 W1 passes)"
echo "1,000 W1 cells through the precomputer on one core and a new cache: $distinct instructions;" \
    "10 distinct cells repeated: $repeated ($(awk "BEGIN { printf \"%.3f\", $repeated / $distinct }"))"
