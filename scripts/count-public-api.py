#!/usr/bin/env python3
"""Counts the public declarations of a module, and how many of them are underscored.

Reads the symbol graph the compiler writes (`swift package dump-symbol-graph
--minimum-access-level internal`, which
also writes the underscored public symbols that a public-level graph leaves out) and counts each public symbol declared in the module itself
(members synthesised from other modules' protocols, such as `Equatable.!=`, are left out), by
kind. A symbol is underscored when any component of its path starts with `_`.

Usage: scripts/count-public-api.py [MODULE ...]   (default: ValueLayout ValueLayoutFonts ValueLayoutTesting)
"""
import collections
import glob
import json
import subprocess
import sys

modules = sys.argv[1:] or ["ValueLayout", "ValueLayoutFonts", "ValueLayoutTesting"]
subprocess.run(
    ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "internal",
     "--skip-synthesized-members"],
    check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for module in modules:
    [path] = glob.glob(f".build/*/symbolgraph/{module}.symbols.json")
    graph = json.load(open(path))
    kinds = collections.Counter()
    underscored = []
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        # Declared in this module: it has a source location (synthesised members have none).
        if "location" not in symbol:
            continue
        kinds[symbol["kind"]["displayName"]] += 1
        components = symbol["pathComponents"]
        if any(component.startswith("_") for component in components):
            underscored.append(".".join(components))
    total = sum(kinds.values())
    print(f"{module}: {total} public declarations, {len(underscored)} underscored")
    for kind, count in sorted(kinds.items(), key=lambda item: -item[1]):
        print(f"  {count:4} {kind}")
    for name in sorted(underscored):
        print(f"  underscored: {name}")
