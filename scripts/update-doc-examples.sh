#!/usr/bin/env bash
# Regenerates Tests/ValueLayoutDocExamples/GeneratedDocExamples.swift and Generated/ (a file per
# document) from the Swift blocks
# of README.md and docs/*.md (the conventions are in CONTRIBUTING.md), then runs the examples.
#
#   scripts/update-doc-examples.sh [swift build arguments...]
#
# The generator is a test (DocExampleSyncTests) that writes the file when
# VALUELAYOUT_UPDATE_DOC_EXAMPLES=1. It runs with an empty stand-in for the generated file, so that
# files generated from broken examples never keep the tests from building.
set -euo pipefail
cd "$(dirname "$0")/.."

generated=Tests/ValueLayoutDocExamples/GeneratedDocExamples.swift
rm -f Tests/ValueLayoutDocExamples/Generated/*.swift
cat > "$generated" <<'SWIFT'
// A stand-in while scripts/update-doc-examples.sh regenerates this file.
let generatedDocExamples: [DocExample] = []
let generatedSkippedDocBlocks: [String] = []
SWIFT
VALUELAYOUT_UPDATE_DOC_EXAMPLES=1 swift test "$@" --filter DocExampleSyncTests
swift test "$@" --filter 'DocExampleSyncTests|DocExampleTests'
