#!/usr/bin/env bash
# Follows docs/getting-started.md the way a newcomer would, in a temporary folder: makes the
# `Mentions` package beside a link to this clone, writes the files the guide shows, and checks
# what the guide promises: the first `swift test` fails and records the snapshot the guide prints,
# the second passes, a change fails with a diff and pictures, recording again then passing works,
# the real-text test of step 6 (the bundled font) records the snapshot the guide prints and then
# passes, and the tests pass with another default text measurer (they name their own).
# Usage: bash scripts/check-getting-started.sh
set -euo pipefail
unset VALUELAYOUT_RECORD_SNAPSHOTS  # the guide runs with the default recording mode
repo="$(cd "$(dirname "$0")/.." && pwd)"
guide="$repo/docs/getting-started.md"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

ln -s "$repo" "$work/ValueLayout"

# The block after `<!-- getting-started: run -->` holds the commands that make the package; every
# block after a `<!-- getting-started: PATH -->` marker is that file's content; the block after
# `<!-- getting-started: recorded PATH -->` is what the first run must record there.
commands="$(python3 -c '
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
start = lines.index("<!-- getting-started: run -->") + 2
end = next(i for i in range(start, len(lines)) if lines[i].startswith("```"))
print("\n".join(lines[start:end]))
' "$guide")"
(cd "$work" && bash -euo pipefail -c "$commands" > /dev/null)
cd "$work/Mentions"
python3 - "$guide" "$work/Mentions" "$work/expected" <<'PY'
import os, re, sys
guide, package, expected = sys.argv[1:]
lines = open(guide, encoding="utf-8").read().split("\n")
marker = re.compile(r"^<!-- getting-started: (recorded |added )?(\S+) -->$")
written = 0
recorded = 0
os.makedirs(expected, exist_ok=True)
for index, line in enumerate(lines):
    match = marker.match(line)
    if not match or match.group(2) == "run":
        continue
    fence = lines[index + 1]
    assert fence.startswith("```"), f"{guide}:{index + 2}: expected a code block after the marker"
    end = next(i for i in range(index + 2, len(lines)) if lines[i].startswith("```"))
    body = "\n".join(lines[index + 2 : end]) + "\n"
    if match.group(1) == "recorded ":
        # The n-th recorded snapshot, and where the test writes it.
        recorded += 1
        open(os.path.join(expected, f"snapshot-{recorded}.txt"), "w", encoding="utf-8").write(body)
        open(os.path.join(expected, f"snapshot-{recorded}.path"), "w").write(match.group(2))
    elif match.group(1) == "added ":
        # A file the guide adds in a later step: written by this script when it gets there.
        path = os.path.join(expected, "added", match.group(2))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w", encoding="utf-8").write(body)
    else:
        path = os.path.join(package, match.group(2))
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        open(path, "w", encoding="utf-8").write(body)
        written += 1
assert written >= 3, f"found {written} files in {guide}"
assert recorded == 2, f"found {recorded} recorded snapshots in {guide}"
PY
snapshot="$(cat "$work/expected/snapshot-1.path")"

# Compares the snapshot the tests recorded at the path of expected snapshot N with the guide's.
check_recorded() { # N
  local path
  path="$(cat "$work/expected/snapshot-$1.path")"
  if ! diff -u "$work/expected/snapshot-$1.txt" "$path"; then
    mkdir -p "$repo/.build"
    cp "$path" "$repo/.build/getting-started-recorded-$1.txt"
    echo "error: the recorded snapshot $path is not the one docs/getting-started.md shows" \
      "(what was recorded: .build/getting-started-recorded-$1.txt)" >&2
    exit 1
  fi
}

echo "-- first swift test: records the snapshot and fails"
if swift test > "$work/run1.log" 2>&1; then
  cat "$work/run1.log"; echo "error: the first run passed; it must fail after recording" >&2; exit 1
fi
grep -q "No snapshot existed, so it was recorded at" "$work/run1.log" \
  || { cat "$work/run1.log"; echo "error: the first run failed for another reason" >&2; exit 1; }
if grep -q "warning:" "$work/run1.log"; then
  grep "warning:" "$work/run1.log"; echo "error: the guide's package builds with warnings" >&2; exit 1
fi
check_recorded 1

echo "-- second swift test: passes"
swift test > "$work/run2.log" 2>&1 || { cat "$work/run2.log"; echo "error: the second run failed" >&2; exit 1; }
if grep -q "warning:" "$work/run2.log"; then
  grep "warning:" "$work/run2.log"; echo "error: the guide's package builds with warnings" >&2; exit 1
fi

echo "-- a 40-point avatar: fails with a diff and two pictures per changed tree"
sed -i.bak 's/SizeLayout(width: 32, height: 32/SizeLayout(width: 40, height: 40/' Sources/Mentions/Mentions.swift
rm Sources/Mentions/Mentions.swift.bak  # a reader's editor leaves no backup beside the source
if swift test > "$work/run3.log" 2>&1; then
  echo "error: the changed layout passed" >&2; exit 1
fi
grep -q "Snapshot does not match" "$work/run3.log" || { cat "$work/run3.log"; exit 1; }
grep -q '+    SizeLayout (0, [0-9.]*, 40, 40) "avatar"' "$work/run3.log" || { cat "$work/run3.log"; exit 1; }
pictures="$(dirname "$snapshot")/__Failures__"
test "$(ls "$pictures"/*.svg | wc -l)" -eq 8 || { ls -la "$pictures"; exit 1; }
grep -qx '\*' "$pictures/.gitignore"

echo "-- recording again fails, then passes"
if VALUELAYOUT_RECORD_SNAPSHOTS=all swift test > "$work/run4.log" 2>&1; then
  echo "error: recording passed" >&2; exit 1
fi
swift test > "$work/run5.log" 2>&1 || { cat "$work/run5.log"; exit 1; }
test -z "$(ls "$pictures"/*.svg 2> /dev/null)" || { echo "error: stale pictures were left" >&2; exit 1; }

echo "-- step 6, a test of real text in the bundled font: records and fails, then passes"
cp -R "$work/expected/added/." .
if swift test > "$work/run7.log" 2>&1; then
  echo "error: the first run of the real-text test passed; it must fail after recording" >&2; exit 1
fi
grep -q "No snapshot existed, so it was recorded at" "$work/run7.log" \
  || { cat "$work/run7.log"; echo "error: the real-text run failed for another reason" >&2; exit 1; }
if grep -q "warning:" "$work/run7.log"; then
  grep "warning:" "$work/run7.log"; echo "error: the real-text test builds with warnings" >&2; exit 1
fi
check_recorded 2
swift test > "$work/run8.log" 2>&1 || { cat "$work/run8.log"; echo "error: the real-text test failed" >&2; exit 1; }

# The guide's tests name their text measurers, so its snapshot does not depend on the platform's
# default. VALUELAYOUT_CHECK_NAMED_MEASURERS gives the default measurer other metrics: a test
# relying on the default would fail here, as it would on an Apple platform.
echo "-- with another default measurer: still passes (the test names its measurer)"
VALUELAYOUT_RECORD_SNAPSHOTS=never swift test --scratch-path "$work/named-measurers" \
  -Xswiftc -DVALUELAYOUT_CHECK_NAMED_MEASURERS > "$work/run6.log" 2>&1 \
  || { cat "$work/run6.log"; echo "error: the guide's test depends on the default text measurer" >&2; exit 1; }
echo "getting-started: ok"
