#!/usr/bin/env bash
# Writes the inspector pages of the W1 feed item with the demo, and of Examples/card.json and
# card-rtl.json with `valuelayout render --format html` (left to right; right to left at
# scale 2), opens each in headless Chromium and checks the line its own script writes (see
# Sources/ValueLayout/Rendering/InspectorPage.swift): every drawn box, read back through the DOM,
# lies within 0.01 px of its frame converted to page coordinates, and a simulated click on the
# root's row and hover on the last box show that node's kind, frame and measured size in the
# detail panel, its box and row highlighted together. Takes a screenshot of each page.
#
# Usage: scripts/check-inspector-in-chromium.sh [OUTPUT_DIRECTORY]   (default .build/inspector-check)
# Writes inspector.html, inspector-rtl.html, their DOM dumps and inspector.png, inspector-rtl.png
# there, and prints the screenshots' paths (the CI artefacts). Exits non-zero if a check fails or
# does not run.
#
# Needs Debian's `chromium`. When it is missing and we are root with apt-get (as in CI), it is
# installed; otherwise the script says how to install it and fails.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/inspector-check}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

source scripts/ensure-chromium.sh

echo "== writing the inspector pages of the feed item"
swift run valuelayout-demo --inspector "$out/inspector.html" --inspector-rtl "$out/inspector-rtl.html" \
  | tee "$out/demo.log"
echo "== writing the inspector pages of Examples/card.json and card-rtl.json with the valuelayout command"
swift run valuelayout render Examples/card.json --format html -o "$out/command-card.html"
swift run valuelayout render Examples/card-rtl.json --format html -o "$out/command-card-rtl.html"

# Headless Chromium as root needs --no-sandbox; its D-Bus complaints on stderr are noise.
chromium_flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run)
: >"$out/chromium.log"

# The pages' widths: the drawing (375 points plus 8 on each side, at 2 and 4 CSS pixels a point),
# the tree and the detail panel, and the margins.
for page in inspector:1600,1200 inspector-rtl:2400,2200 command-card:1600,1000 command-card-rtl:1600,1000; do
  name="${page%%:*}"
  size="${page#*:}"
  echo "== checking $name.html in headless Chromium"
  chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --dump-dom "file://$out/$name.html" \
    >"$out/$name.dom.html" 2>>"$out/chromium.log"
  # The result is the text of <pre id="vl-inspector-check">, which spans several lines when it fails.
  result="$(awk '/<pre id="vl-inspector-check"/ { on = 1 } on { print } on && /<\/pre>/ { exit }' \
    "$out/$name.dom.html" | sed -e 's/<[^>]*>//g')"
  echo "$result"
  case "$result" in
    "INSPECTOR-CHECK PASS "*", hover PASS") ;;
    *)
      echo "error: the inspector check of $name.html did not pass (DOM dump: $out/$name.dom.html)" >&2
      exit 1
      ;;
  esac

  chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --window-size="$size" \
    --screenshot="$out/$name.png" "file://$out/$name.html" 2>>"$out/chromium.log"
  if [ ! -s "$out/$name.png" ]; then
    echo "error: Chromium wrote no screenshot of $name.html" >&2
    exit 1
  fi
  echo "screenshot: $out/$name.png"
done
