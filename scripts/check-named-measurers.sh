#!/usr/bin/env bash
# Proves, on Linux, that the project's tests, doc examples and playground pages name the text
# measurer they rely on, so that they give the same frames on Apple platforms, where a context
# that names none measures with Core Text.
#
# How: the package is built with `-D VALUELAYOUT_CHECK_NAMED_MEASURERS`, which makes
# `LayoutContext.defaultTextMeasurer` a fixed-advance measurer of 13 points a character and 29 a
# line, nearly twice the usual 7 and 17 and a measurer no test names. A test, example or page that
# relies on the default then gets other widths, heights and line breaks and fails, as it would on
# a Mac. (A test that asserts nothing a measurer changes passes either way, and may leave its
# measurer unnamed.)
#
# Usage: bash scripts/check-named-measurers.sh   (SCRATCH_PATH=/tmp/x to build elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build-named-measurers}"
flags=(-Xswiftc -DVALUELAYOUT_CHECK_NAMED_MEASURERS)

echo "-- the test suite with an unnamed measurer unlike any named one (scratch path $scratch)"
VALUELAYOUT_RECORD_SNAPSHOTS=never swift test --scratch-path "$scratch" "${flags[@]}"

echo "-- the playground pages, likewise"
bash scripts/run-playgrounds.sh --scratch-path "$scratch" "${flags[@]}"
echo "-- ok: the tests, doc examples and playground pages give their results with another default measurer"
