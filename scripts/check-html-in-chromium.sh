#!/usr/bin/env bash
# Realises the W1 feed item into HTML elements (left to right, right to left as laid out, and right
# to left as mirrored by makeViews), opens the page in headless Chromium, and checks that every
# element's rendered box equals its frame in the arrangement, converted to page coordinates (the
# page's own script compares them when the page is opened with `?check`; see
# Sources/ValueLayout/Rendering/HTMLPage.swift). Opened as a user opens it, without `?check`, the
# page must show no check text. Takes a screenshot of the page as a user sees it.
#
# The demo measures text with FontTextMeasurer and the bundled DejaVu Sans (FontCatalog.bundled),
# and the page embeds the font files it measured with.
# With real fonts the page also checks every label: each line the browser draws is at most the
# label's width + 0.5 px wide, the text at most its height + 0.5 px tall, and the browser broke
# the text into the same lines as the measurer. The script fails if the demo used real fonts and
# no label was checked.
#
# Usage: scripts/check-html-in-chromium.sh [OUTPUT_DIRECTORY]   (default .build/html-check)
# Writes feed-item.html, feed-item.svg, feed-item.png and the DOM dump there. Exits non-zero if
# the check fails or does not run.
#
# Needs Debian's `chromium`. When it is missing and we are root with apt-get (as in CI), it is
# installed; otherwise the script says how to install it and fails.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/html-check}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

source scripts/ensure-chromium.sh

echo "== writing the feed item as HTML and SVG"
swift run valuelayout-demo --html "$out/feed-item.html" --svg "$out/feed-item.svg" | tee "$out/demo.log"
real_fonts=false
if grep -q "^Text measurer: FontTextMeasurer" "$out/demo.log"; then real_fonts=true; fi

# Headless Chromium as root needs --no-sandbox; its D-Bus complaints on stderr are noise.
chromium_flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run)

echo "== the page as a user opens it shows no self-check"
chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --dump-dom "file://$out/feed-item.html" \
  >"$out/feed-item.user.dom.html" 2>"$out/chromium.log"
if ! grep -q 'id="vl-host-0"' "$out/feed-item.user.dom.html"; then
  echo "error: the page did not load (DOM dump: $out/feed-item.user.dom.html)" >&2
  exit 1
fi
# The check's line is a <pre> its script adds.
if grep -q '<pre id="vl-check"' "$out/feed-item.user.dom.html"; then
  echo "error: the page shows its self-check to a user (DOM dump: $out/feed-item.user.dom.html)" >&2
  exit 1
fi

echo "== checking every element's box and every label's lines in headless Chromium (the page opened with ?check)"
# The check runs once the page's fonts have loaded; the virtual time budget lets that happen
# before the DOM is dumped.
chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --dump-dom "file://$out/feed-item.html?check" \
  >"$out/feed-item.dom.html" 2>>"$out/chromium.log"
# The result is the text of <pre id="vl-check">, which may span several lines when it fails.
result="$(awk '/<pre id="vl-check"/ { on = 1 } on { print } on && /<\/pre>/ { exit }' \
  "$out/feed-item.dom.html" | sed -e 's/<[^>]*>//g')"
echo "$result"
case "$result" in
  "VALUELAYOUT-CHECK PASS "*) ;;
  *)
    echo "error: the HTML check did not pass (DOM dump: $out/feed-item.dom.html)" >&2
    exit 1
    ;;
esac
if $real_fonts && ! grep -q " labels, " <<<"$result"; then
  echo "error: the demo measured with real fonts but the page checked no label" >&2
  exit 1
fi

echo "== screenshot"
chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --window-size=1260,600 --screenshot="$out/feed-item.png" \
  "file://$out/feed-item.html" 2>>"$out/chromium.log"
if [ ! -s "$out/feed-item.png" ]; then
  echo "error: Chromium wrote no screenshot" >&2
  exit 1
fi
echo "wrote $out/feed-item.png"
