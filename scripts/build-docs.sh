#!/usr/bin/env bash
# Builds the API reference of ValueLayout, ValueLayoutFonts and ValueLayoutTesting with the
# toolchain's `docc`, into
# .build/docs/ (a static website), and fails on any DocC warning or on a public top-level symbol
# that the landing page of its module does not curate under `## Topics`.
#
#   bash scripts/build-docs.sh
#
# Steps:
#   1. `swift build --target ValueLayoutTesting` and `--target ValueLayoutFonts` (debug builds,
#      shared with `swift build`), then `swift symbolgraph-extract` for each module, from the built
#      modules.
#   2. The catalogs (Sources/*/*.docc) are copied to .build/docs-work/, the layout kinds (the
#      public types of Sources/ValueLayout/Layouts/) are listed on ValueLayout's landing page where
#      it says `<!-- layout kinds -->`, and the user guides of docs/ are added as articles
#      (scripts/docc-support.py rewrites their
#      GitHub links into DocC links). The guides are not kept in the catalog: docs/ stays their
#      one source, and the landing page links to them by the names this step gives them.
#   3. `docc convert --warnings-as-errors` builds one archive per module. The links of
#      ValueLayoutFonts and ValueLayoutTesting to ValueLayout are absolute (``/ValueLayout/Layout``)
#      and resolve against ValueLayout's archive (`--dependency`). ValueLayout's own docs name the
#      fonts module's types in plain code: the core module does not depend on it.
#   4. `docc merge` combines the three archives into .build/docs/, with a page listing them.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

work=.build/docs-work
out=.build/docs
rm -rf "$work" "$out"
mkdir -p "$work/symbol-graphs/ValueLayout" "$work/symbol-graphs/ValueLayoutFonts" \
  "$work/symbol-graphs/ValueLayoutTesting"

echo "== docs: building ValueLayout, ValueLayoutFonts and ValueLayoutTesting"
swift build --target ValueLayoutTesting
swift build --target ValueLayoutFonts
bin=$(swift build --show-bin-path)

echo "== docs: extracting symbol graphs"
for module in ValueLayout ValueLayoutFonts ValueLayoutTesting; do
  swift symbolgraph-extract \
    -module-name "$module" \
    -I "$bin/Modules" \
    -Xcc "-fmodule-map-file=$bin/ValueLayoutCHelpers.build/module.modulemap" \
    -minimum-access-level public \
    -emit-extension-block-symbols \
    -output-dir "$work/symbol-graphs/$module"
  # Keep only the module's own graph and its extensions of other modules (Module@Other.symbols.json).
  find "$work/symbol-graphs/$module" -name '*.symbols.json' \
    ! -name "$module.symbols.json" ! -name "$module@*.symbols.json" -delete
  test -s "$work/symbol-graphs/$module/$module.symbols.json"
done

echo "== docs: staging the catalogs and the guides of docs/"
cp -R Sources/ValueLayout/ValueLayout.docc "$work/ValueLayout.docc"
cp -R Sources/ValueLayoutFonts/ValueLayoutFonts.docc "$work/ValueLayoutFonts.docc"
cp -R Sources/ValueLayoutTesting/ValueLayoutTesting.docc "$work/ValueLayoutTesting.docc"
python3 scripts/docc-support.py guides docs "$work/ValueLayout.docc/Guides" \
  "$work/symbol-graphs/ValueLayout/ValueLayout.symbols.json"
# The layout kinds are listed from the sources, so that a new kind needs no edit of the page.
python3 scripts/docc-support.py kinds "$work/symbol-graphs/ValueLayout/ValueLayout.symbols.json" \
  "$work/ValueLayout.docc/ValueLayout.md"

echo "== docs: every public top-level symbol is curated"
python3 scripts/docc-support.py curation "$work/symbol-graphs/ValueLayout/ValueLayout.symbols.json" \
  "$work/ValueLayout.docc/ValueLayout.md"
python3 scripts/docc-support.py curation \
  "$work/symbol-graphs/ValueLayoutFonts/ValueLayoutFonts.symbols.json" \
  Sources/ValueLayoutFonts/ValueLayoutFonts.docc/ValueLayoutFonts.md
python3 scripts/docc-support.py curation \
  "$work/symbol-graphs/ValueLayoutTesting/ValueLayoutTesting.symbols.json" \
  Sources/ValueLayoutTesting/ValueLayoutTesting.docc/ValueLayoutTesting.md

# Runs `docc convert` and fails if it printed any warning or error (with --warnings-as-errors,
# DocC also exits non-zero; the log check keeps that true if a version stops doing so).
convert() {
  local module=$1
  shift
  local log="$work/$module.log"
  echo "== docs: docc convert $module"
  if ! docc convert "$work/$module.docc" \
    --additional-symbol-graph-dir "$work/symbol-graphs/$module" \
    --output-dir "$work/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --warnings-as-errors \
    --enable-experimental-external-link-support \
    "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: docc convert $module failed (log: $log)" >&2
    exit 1
  fi
  if grep -Eq '(^|[^a-z])(warning|error):' "$log"; then
    cat "$log" >&2
    echo "error: docc convert $module printed diagnostics (log: $log)" >&2
    exit 1
  fi
}

convert ValueLayout
convert ValueLayoutFonts --dependency "$work/ValueLayout.doccarchive"
convert ValueLayoutTesting --dependency "$work/ValueLayout.doccarchive"

echo "== docs: merging the archives into $out"
docc merge "$work/ValueLayout.doccarchive" "$work/ValueLayoutFonts.doccarchive" \
  "$work/ValueLayoutTesting.doccarchive" \
  --output-path "$out" \
  --synthesized-landing-page-name ValueLayout \
  --synthesized-landing-page-kind Package >"$work/merge.log" 2>&1 || {
  cat "$work/merge.log" >&2
  exit 1
}
if grep -Eq '(^|[^a-z])(warning|error):' "$work/merge.log"; then
  cat "$work/merge.log" >&2
  exit 1
fi
test -f "$out/documentation/valuelayout/index.html"
test -f "$out/documentation/valuelayoutfonts/index.html"
test -f "$out/documentation/valuelayouttesting/index.html"

echo "== docs: done in $((SECONDS - started)) s. To read them:"
echo "   python3 -m http.server 8000 --directory $out"
echo "   then open http://localhost:8000/documentation/valuelayout"
echo "   (or http://localhost:8000/documentation/ for all three modules)"
