#!/usr/bin/env bash
# Runs every page of Playgrounds/ValueLayout.playground (each is also the executable target
# `<Page>Playground`) and compares what it prints with Playgrounds/ExpectedOutput/<Page>.txt.
# Fails with a diff when a page's output differs, or when a page is missing its executable link
# or its expected output.
#
#   scripts/run-playgrounds.sh [--record] [swift build arguments...]
#
# Any arguments are passed to `swift build`; pass the ones the package was built with (CI passes
# `-Xswiftc -warnings-as-errors`) to reuse that build. `--record` writes each page's output as
# its expected output instead of comparing, after a deliberate change to a page.
set -euo pipefail
cd "$(dirname "$0")/.."

record=false
if [[ "${1:-}" == "--record" ]]; then
  record=true
  shift
fi

playground=Playgrounds/ValueLayout.playground
expected_dir=Playgrounds/ExpectedOutput

# The pages, in the playground's order, from its contents.xcplayground.
pages=()
while IFS= read -r page; do
  pages+=("$page")
done < <(sed -n 's/.*<page name="\([^"]*\)".*/\1/p' "$playground/contents.xcplayground")
if [[ ${#pages[@]} -eq 0 ]]; then
  echo "error: $playground/contents.xcplayground lists no pages" >&2
  exit 1
fi

failed=0

# Every page on disk is listed, and every listed page has its executable link.
for dir in "$playground"/Pages/*.xcplaygroundpage; do
  name=$(basename "$dir" .xcplaygroundpage)
  if ! printf '%s\n' "${pages[@]}" | grep -qx "$name"; then
    echo "error: $dir is not listed in $playground/contents.xcplayground" >&2
    failed=1
  fi
done
for page in "${pages[@]}"; do
  link="Playgrounds/Executables/$page/main.swift"
  if [[ "$(readlink "$link" 2>/dev/null)" != "../../ValueLayout.playground/Pages/$page.xcplaygroundpage/Contents.swift" ]]; then
    echo "error: $link must be a link to ../../ValueLayout.playground/Pages/$page.xcplaygroundpage/Contents.swift" >&2
    failed=1
  fi
done
if [[ $failed -ne 0 ]]; then
  exit 1
fi

swift build "$@"
bin=$(swift build "$@" --show-bin-path)

actual_dir=$(mktemp -d)
trap 'rm -rf "$actual_dir"' EXIT

for page in "${pages[@]}"; do
  actual="$actual_dir/$page.txt"
  expected="$expected_dir/$page.txt"
  if ! "$bin/${page}Playground" > "$actual"; then
    echo "FAIL $page: the page exited with an error" >&2
    failed=1
    continue
  fi
  if $record; then
    mkdir -p "$expected_dir"
    cp "$actual" "$expected"
    echo "recorded $expected"
  elif [[ ! -f "$expected" ]]; then
    echo "FAIL $page: $expected is missing (record it with: scripts/run-playgrounds.sh --record)" >&2
    failed=1
  elif ! diff -u --label "$expected" --label "$page (actual)" "$expected" "$actual"; then
    echo "FAIL $page: its output differs from $expected (diff above)" >&2
    failed=1
  else
    echo "ok   $page"
  fi
done

exit $failed
