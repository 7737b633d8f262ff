#!/usr/bin/env bash
# Writes the inspector pages of the W1 feed item with the demo, and of Examples/card.json and
# card-rtl.json with `valuelayout render --format html` (left to right; right to left at
# scale 2), opens each in headless Chromium with `?check` and checks the line the page's script
# then writes (see Sources/ValueLayout/Rendering/InspectorPage.swift): every drawn box, read back
# through the DOM, lies within 0.01 px of its frame converted to page coordinates; nothing is
# selected on opening, and a simulated click on the root's row and hover on the last box show that
# node's kind, frame and measured size in the detail panel, its box and row highlighted together;
# in a window 1,000 pixels wide the page does not scroll sideways and none of its parts overlap;
# and no two reuse-id tags overlap. Each page opened as a user opens it, without `?check`, must
# show no check text and nothing selected. Takes a screenshot of each page in a window 1,000 pixels
# wide.
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

# The window the pages must fit: 1,000 pixels wide (tall enough for a screenshot of the whole page).
for page in inspector:1000,2600 inspector-rtl:1000,4200 command-card:1000,1200 command-card-rtl:1000,1200; do
  name="${page%%:*}"
  size="${page#*:}"
  echo "== $name.html as a user opens it: no self-check, nothing selected"
  chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --window-size="$size" --dump-dom \
    "file://$out/$name.html" >"$out/$name.user.dom.html" 2>>"$out/chromium.log"
  if ! grep -q 'id="vl-drawing-0"' "$out/$name.user.dom.html"; then
    echo "error: $name.html did not load (DOM dump: $out/$name.user.dom.html)" >&2
    exit 1
  fi
  # The check's line is a <pre> its script adds; a selected box or row has the class vl-hl.
  if grep -q '<pre id="vl-inspector-check"\|class="[^"]*vl-hl' "$out/$name.user.dom.html"; then
    echo "error: $name.html shows its self-check or a selection to a user (DOM dump: $out/$name.user.dom.html)" >&2
    exit 1
  fi

  echo "== checking $name.html in headless Chromium, in a window 1,000 pixels wide (opened with ?check)"
  chromium "${chromium_flags[@]}" --virtual-time-budget=10000 --window-size="$size" --dump-dom \
    "file://$out/$name.html?check" >"$out/$name.dom.html" 2>>"$out/chromium.log"
  # The result is the text of <pre id="vl-inspector-check">, which spans several lines when it fails.
  result="$(awk '/<pre id="vl-inspector-check"/ { on = 1 } on { print } on && /<\/pre>/ { exit }' \
    "$out/$name.dom.html" | sed -e 's/<[^>]*>//g')"
  echo "$result"
  case "$result" in
    "INSPECTOR-CHECK PASS "*", hover PASS, fits 1000 px PASS, "*" tags apart PASS") ;;
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
