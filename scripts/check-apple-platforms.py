#!/usr/bin/env python3
"""Checks the minimum Apple platforms of Package.swift against the availability-gated APIs the
sources use. Standard library only; run by CI from the repository's root.

1. Every use, in Sources/**/*.swift (comments left out), of something that looks like a gated API
   (the DETECT patterns are deliberately broad) must be in KNOWN, the table of gated APIs and the
   first OS version of each. A new one fails the check until its versions are added to KNOWN.
2. For each platform, an API that needs more than the floor `platforms:` declares must be guarded
   in the same file by an `@available` or `#available` that names that platform at the API's
   version or later.

The versions come from the `@available` attributes of the toolchain's own interfaces (for
example /opt/swift/usr/lib/swift/linux/_Concurrency.swiftmodule/*.swiftinterface: ContinuousClock
is `@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)`) and, for the Apple frameworks
Linux lacks, from Apple's documentation. visionOS 1 has everything of iOS 17, so only APIs newer
than that name it.

Usage: python3 scripts/check-apple-platforms.py
"""

import pathlib
import re
import sys

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

# The OS versions of the platforms' releases that brought a Swift runtime feature.
CONCURRENCY = {"macOS": (10, 15), "iOS": (13,), "tvOS": (13,), "watchOS": (6,)}
SWIFT_5_7 = {"macOS": (13,), "iOS": (16,), "tvOS": (16,), "watchOS": (9,)}
SWIFT_6_0 = {"macOS": (15,), "iOS": (18,), "tvOS": (18,), "watchOS": (11,), "visionOS": (2,)}
SWIFT_6_2 = {"macOS": (26,), "iOS": (26,), "tvOS": (26,), "watchOS": (26,), "visionOS": (26,)}
NONE = {}

# Every gated API this check knows: the name a DETECT pattern reports, and the first version of
# each platform that has it (a platform left out has it from its first version).
KNOWN = {
    # Swift concurrency (_Concurrency); Swift Testing is built on it.
    "async": CONCURRENCY,
    "await": CONCURRENCY,
    "actor": CONCURRENCY,
    "@MainActor": CONCURRENCY,
    "Task": CONCURRENCY,
    "TaskGroup": CONCURRENCY,
    "withTaskGroup": CONCURRENCY,
    "withThrowingTaskGroup": CONCURRENCY,
    "withTaskCancellationHandler": CONCURRENCY,
    "withCheckedContinuation": CONCURRENCY,
    "withCheckedThrowingContinuation": CONCURRENCY,
    "AsyncStream": CONCURRENCY,
    "AsyncThrowingStream": CONCURRENCY,
    "import Testing": CONCURRENCY,
    # Clocks and durations (Swift 5.7).
    "Clock": SWIFT_5_7,
    "ContinuousClock": SWIFT_5_7,
    "SuspendingClock": SWIFT_5_7,
    "Duration": SWIFT_5_7,
    "Task.sleep(for:)": SWIFT_5_7,
    "Regex": SWIFT_5_7,
    # Spans: the types are back-deployed; a string's span of UTF-8 is not.
    "Span": {"macOS": (10, 14, 4), "iOS": (12, 2), "tvOS": (12, 2), "watchOS": (5, 2)},
    "RawSpan": {"macOS": (10, 14, 4), "iOS": (12, 2), "tvOS": (12, 2), "watchOS": (5, 2)},
    "MutableSpan": {"macOS": (10, 14, 4), "iOS": (12, 2), "tvOS": (12, 2), "watchOS": (5, 2)},
    ".span": SWIFT_6_2,
    "UTF8Span": SWIFT_6_2,
    "utf8Span": SWIFT_6_2,
    "InlineArray": SWIFT_6_2,
    # The Synchronization module (Swift 6.0).
    "import Synchronization": SWIFT_6_0,
    "Mutex": SWIFT_6_0,
    "Atomic": SWIFT_6_0,
    # Foundation and the OS.
    "AttributedString": {"macOS": (12,), "iOS": (15,), "tvOS": (15,), "watchOS": (8,)},
    ".formatted(": {"macOS": (12,), "iOS": (15,), "tvOS": (15,), "watchOS": (8,)},
    "URL(filePath:)": SWIFT_5_7,
    "OSAllocatedUnfairLock": SWIFT_5_7,
    "import Observation": {"macOS": (14,), "iOS": (17,), "tvOS": (17,), "watchOS": (10,)},
    "@Observable": {"macOS": (14,), "iOS": (17,), "tvOS": (17,), "watchOS": (10,)},
    "import XCTest": NONE,
    # UIKit and AppKit calls newer than their first releases.
    "sectionHeaderTopPadding": {"iOS": (15,), "tvOS": (15,)},
    "UICollectionViewCompositionalLayout": {"iOS": (13,), "tvOS": (13,)},
    "UICollectionViewDiffableDataSource": {"iOS": (13,), "tvOS": (13,)},
    "NSDiffableDataSourceSnapshot": {"macOS": (10, 15), "iOS": (13,), "tvOS": (13,)},
    "UIListContentConfiguration": {"iOS": (14,), "tvOS": (14,)},
    "UIContentConfiguration": {"iOS": (14,), "tvOS": (14,)},
    "UIHostingConfiguration": {"iOS": (16,), "tvOS": (16,)},
}

# What looks like a gated API. Broad on purpose: a match that KNOWN does not name fails the check
# (unless it is a type the project declares itself), so a new API cannot slip in unlisted.
DETECT = [
    (r"(?<![.\w])async\b", lambda m: "async"),
    (r"\bawait\b", lambda m: "await"),
    (r"^\s*(?:(?:public|internal|private|fileprivate|final|nonisolated)\s+)*actor\s", lambda m: "actor"),
    (r"@MainActor\b", lambda m: "@MainActor"),
    (r"\bTask\.sleep\(\s*for:", lambda m: "Task.sleep(for:)"),
    (r"\bTask\b", lambda m: "Task"),
    (r"\b(?:with\w*(?:Task|Continuation)\w*|\w*TaskGroup)\b", lambda m: m.group(0)),
    (r"\b\w*Async\w*Stream\b", lambda m: m.group(0)),
    (r"\b\w*Clock\b", lambda m: m.group(0)),
    (r"\bDuration\b", lambda m: "Duration"),
    (r"\bRegex\b|#/", lambda m: "Regex"),
    (r"\b\w*Span\b", lambda m: m.group(0)),
    (r"\.span\b(?!\s*\()", lambda m: ".span"),  # the property, not a function of that name
    (r"\b\w*(?:Mutex|Atomic|UnfairLock)\w*\b", lambda m: m.group(0)),
    (r"\bInlineArray\b", lambda m: "InlineArray"),
    (r"\bAttributedString\b", lambda m: "AttributedString"),
    (r"\.formatted\(", lambda m: ".formatted("),
    (r"\bURL\(\s*filePath:", lambda m: "URL(filePath:)"),
    (r"@Observable\b", lambda m: "@Observable"),
    # An import of a module, or of one declaration of it (`import struct Foundation.CGSize`).
    (r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)",
     lambda m: "import " + m.group(1)),
    (r"\bsectionHeaderTopPadding\b", lambda m: "sectionHeaderTopPadding"),
    (r"\b(?:UI|NS)\w*(?:Configuration|Diffable\w*|CompositionalLayout)\b", lambda m: m.group(0)),
]

# Imports that bring nothing gated (or that only the gated entries above stand for).
PLAIN_IMPORTS = {"Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "WinSDK", "ValueLayout",
                 "ValueLayoutFonts", "ValueLayoutTesting", "ValueLayoutHarness", "ValueLayoutWorkloads",
                 "ValueLayoutCHelpers", "ValueLayoutCommand", "AllocationCounter", "UIKit", "AppKit", "CoreText",
                 "CoreGraphics", "ObjectiveC", "QuartzCore"}


def version_text(version):
    return ".".join(str(part) for part in version)


def without_comments(text):
    """The source with `//` comments and `/* */` blocks blanked (line numbers kept)."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return "\n".join(re.sub(r"(^|\s)//.*$", r"\1", line) for line in text.split("\n"))


def declared_floor(package):
    section = re.search(r"platforms:\s*\[(.*?)\]", package, flags=re.S)
    if not section:
        return {}
    floor = {}
    for name, major, minor in re.findall(r"\.(\w+)\(\s*\.v(\d+)(?:_(\d+))?\s*\)", section.group(1)):
        floor[name] = (int(major),) + ((int(minor),) if minor else ())
    return floor


def guarded_versions(source):
    """For each platform, the versions named by an `@available` or `#available` of the file."""
    versions = {}
    for arguments in re.findall(r"[@#]available\(([^)]*)\)", source):
        for name, number in re.findall(r"\b(macOS|iOS|tvOS|watchOS|visionOS)\s+([\d.]+)", arguments):
            versions.setdefault(name, []).append(tuple(int(part) for part in number.split(".")))
    return versions


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    floor = declared_floor((root / "Package.swift").read_text())
    problems = []
    for platform in PLATFORMS:
        if platform not in floor:
            problems.append(f"Package.swift: `platforms:` declares no minimum {platform} version")

    files = sorted((root / "Sources").rglob("*.swift"))
    sources = {path: without_comments(path.read_text()) for path in files}
    own_types = set()
    for source in sources.values():
        own_types.update(re.findall(r"\b(?:class|struct|enum|protocol|typealias|actor)\s+(\w+)", source))

    uses = {}  # API name -> {file: first line}
    for path, source in sources.items():
        relative = path.relative_to(root)
        for number, line in enumerate(source.split("\n"), start=1):
            for pattern, name_of in DETECT:
                for match in re.finditer(pattern, line):
                    name = name_of(match)
                    if name.startswith("import ") and name[len("import "):] in PLAIN_IMPORTS:
                        continue
                    if name in own_types:
                        continue
                    if name not in KNOWN:
                        problems.append(
                            f"{relative}:{number}: `{name}` looks availability-gated and is not in"
                            " KNOWN of scripts/check-apple-platforms.py: add it with the OS version"
                            " each platform needs")
                        continue
                    uses.setdefault(name, {}).setdefault(relative, number)

    for name, places in sorted(uses.items()):
        for platform, needed in KNOWN[name].items():
            declared = floor.get(platform)
            if declared is None or declared >= needed:
                continue
            for relative, number in places.items():
                guards = guarded_versions(sources[root / relative]).get(platform, [])
                if not any(version >= needed for version in guards):
                    problems.append(
                        f"{relative}:{number}: `{name}` needs {platform} {version_text(needed)}, above"
                        f" the declared {version_text(declared)}, and the file has no"
                        f" @available/#available({platform} {version_text(needed)}) guard")

    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    shown = ", ".join(f"{platform} {version_text(floor[platform])}" for platform in PLATFORMS)
    print(f"{len(uses)} gated APIs used, all within {shown} or guarded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
