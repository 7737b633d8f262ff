#!/usr/bin/env python3
"""Fails if a public declaration in the given Swift sources has no `///` doc comment.

A declaration counts as documented when the nearest non-attribute line above it is a `///`
line. Members of `public extension` blocks and protocol requirements are checked too (they are
public). Usage: scripts/check-doc-comments.py Sources/ValueLayout Sources/ValueLayoutTesting
"""
import pathlib
import re
import sys

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|final|override|mutating|nonisolated|"
    r"convenience|required|indirect|private\(set\)|fileprivate\(set\)|internal\(set\))\s+)*"
    r"(?:func|var|let|init|subscript|struct|class|enum|protocol|typealias|actor|case|extension)\b"
)


def undocumented(path: pathlib.Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if not DECLARATION.match(line) or re.match(r"^\s*public\s+extension\b", line):
            continue
        if re.match(r"^\s*(?:public|open)\s+extension\b", line):
            continue
        previous = number - 1
        while previous >= 0 and re.match(r"^\s*(@\w+|#if|#else|#endif)", lines[previous]):
            previous -= 1
        if previous < 0 or not lines[previous].strip().startswith("///"):
            yield number + 1, line.strip()


def main(roots):
    failures = 0
    for root in roots:
        for path in sorted(pathlib.Path(root).rglob("*.swift")):
            for number, line in undocumented(path):
                print(f"{path}:{number}: public declaration without a doc comment: {line}")
                failures += 1
    if failures:
        print(f"{failures} public declaration(s) lack a doc comment", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["Sources"]))
