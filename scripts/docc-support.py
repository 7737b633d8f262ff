#!/usr/bin/env python3
"""Helpers for scripts/build-docs.sh (standard library only).

  docc-support.py guides DOCS_DIR OUT_DIR SYMBOL_GRAPH
      Writes the user guides of DOCS_DIR (docs/*.md) into OUT_DIR as DocC articles, so that the
      API reference carries the same guides as the repository. The guides stay the one source:
      they are written for GitHub, and this turns their links into DocC links.

  docc-support.py curation SYMBOL_GRAPH LANDING_PAGE
      Fails unless every public top-level symbol of the symbol graph's module is curated in a
      `## Topics` section of the catalog's landing page.

  docc-support.py kinds SYMBOL_GRAPH LANDING_PAGE
      Lists every public top-level type declared in Sources/ValueLayout/Layouts/ (the layout
      kinds and the types their files declare) where the landing page has the marker
      `<!-- layout kinds -->`, in file order, and the guide of each such type that has one
      (docs/<Type>.md, the article <Type>-in-depth) wherever a page of the landing page's catalog
      has the marker `<!-- layout guides -->`, so that adding a kind needs no edit of either.
"""

import json
import os
import re
import sys


def top_level_symbols(symbol_graph_path):
    with open(symbol_graph_path, encoding="utf-8") as f:
        graph = json.load(f)
    names = set()
    for symbol in graph["symbols"]:
        if len(symbol["pathComponents"]) == 1 and symbol["accessLevel"] in ("public", "open"):
            names.add(symbol["pathComponents"][0])
    return graph["module"]["name"], names


# MARK: - Guides


def article_name(stem, symbol_names):
    """The article's file name (without .md), which is also its `<doc:>` name.

    A guide named after a symbol (docs/SizeLayout.md) cannot share the symbol's page address, so
    it becomes `SizeLayout-in-depth`.
    """
    return f"{stem}-in-depth" if stem in symbol_names else stem


def github_slug(heading):
    """The anchor GitHub gives a heading: lowercase, punctuation dropped, spaces to hyphens."""
    slug = heading.strip().lower()
    slug = re.sub(r"[^\w\- ]", "", slug)
    return slug.replace(" ", "-")


def docc_anchor(heading):
    """The anchor DocC gives a heading: its words, case kept, joined by hyphens."""
    return re.sub(r"[^\w]+", "-", heading.strip()).strip("-")


def headings(lines):
    """The (level, text) of each Markdown heading outside code fences."""
    result = []
    in_fence = False
    for line in lines:
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        match = None if in_fence else re.match(r"^(#{1,6}) +(.*?) *$", line)
        if match:
            result.append((len(match.group(1)), match.group(2)))
    return result


LINK = re.compile(r"\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(([^()\s]+)\)")


def convert_guides(docs_dir, out_dir, symbol_graph_path):
    _, symbol_names = top_level_symbols(symbol_graph_path)
    sources = sorted(f for f in os.listdir(docs_dir) if f.endswith(".md"))
    texts = {}
    anchors = {}  # stem -> {github slug: docc anchor}
    for file_name in sources:
        stem = file_name[: -len(".md")]
        with open(os.path.join(docs_dir, file_name), encoding="utf-8") as f:
            texts[stem] = f.read().split("\n")
        anchors[stem] = {github_slug(text): docc_anchor(text) for _, text in headings(texts[stem])}

    problems = []

    def doc_link(stem, fragment, where):
        if stem not in texts:
            problems.append(f"{where}: links to a guide that does not exist: {stem}.md")
            return None
        target = article_name(stem, symbol_names)
        if not fragment:
            return f"<doc:{target}>"
        anchor = anchors[stem].get(fragment)
        if anchor is None:
            problems.append(f"{where}: no heading in {stem}.md has the anchor #{fragment}")
            return None
        return f"<doc:{target}#{anchor}>"

    os.makedirs(out_dir, exist_ok=True)
    for stem, lines in texts.items():
        name = article_name(stem, symbol_names)
        out = []
        in_fence = False
        in_comment = False
        for number, line in enumerate(lines, start=1):
            where = f"docs/{stem}.md:{number}"
            # HTML comments (hidden example set-up, markers for the example tests) are for GitHub's
            # renderer to hide; DocC would read their lines as Markdown and directives.
            if in_comment:
                in_comment = "-->" not in line
                continue
            if not in_fence and line.lstrip().startswith("<!--"):
                in_comment = "-->" not in line
                continue
            if line.startswith("```"):
                in_fence = not in_fence
                out.append(line)
                continue
            if in_fence:
                out.append(line)
                continue
            if number == 1 and line.startswith("# ") and name != stem:
                line = f"{line} in depth"
            # "[[Source](../Sources/…)]": the source file, which the reference already shows.
            if re.fullmatch(r"\[\[Source\]\([^)]*\)\]", line.strip()):
                continue

            def replace(match):
                text, target = match.group(1), match.group(2)
                if re.match(r"^[a-z]+:", target):
                    return match.group(0)  # an absolute URL
                path, _, fragment = target.partition("#")
                if path.startswith("../Sources/") or path.startswith("../Tests/"):
                    return text  # a source file: the reference documents the symbols instead
                if path == "":
                    link = doc_link(stem, fragment, where)
                elif path.endswith(".md") and "/" not in path.removeprefix("docs/"):
                    link = doc_link(path.removeprefix("docs/")[: -len(".md")], fragment, where)
                else:
                    problems.append(f"{where}: a link DocC cannot follow: {target}")
                    return match.group(0)
                return match.group(0) if link is None else f"[{text}]({link})"

            out.append(LINK.sub(replace, line))
        # Drop the blank line a removed source link leaves after the title.
        text = "\n".join(out)
        text = re.sub(r"\A(# [^\n]*\n)\n\n+", r"\1\n", text)
        with open(os.path.join(out_dir, f"{name}.md"), "w", encoding="utf-8") as f:
            f.write(text)

    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    for stem in texts:
        print(f"  docs/{stem}.md -> <doc:{article_name(stem, symbol_names)}>")


# MARK: - Layout kinds


def list_kinds(symbol_graph_path, landing_page_path):
    with open(symbol_graph_path, encoding="utf-8") as f:
        graph = json.load(f)
    found = []
    for symbol in graph["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if (
            len(symbol["pathComponents"]) == 1
            and symbol["accessLevel"] in ("public", "open")
            and "/Sources/ValueLayout/Layouts/" in uri
            and not symbol["pathComponents"][0].startswith("_")
        ):
            line = symbol["location"].get("position", {}).get("line", 0)
            found.append((os.path.basename(uri), line, symbol["pathComponents"][0]))
    names = [name for _, _, name in sorted(set(found))]
    with open(landing_page_path, encoding="utf-8") as f:
        text = f.read()
    marker = "<!-- layout kinds -->"
    if marker not in text:
        print(f"error: {landing_page_path} has no '{marker}' line", file=sys.stderr)
        sys.exit(1)
    text = text.replace(marker, "\n".join(f"- ``{name}``" for name in names))
    with open(landing_page_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"  {len(names)} types of Sources/ValueLayout/Layouts/ listed under the layouts")
    # The kinds' guides, wherever a page of the catalog asks for them.
    guides = [name for name in names if os.path.isfile(os.path.join("docs", f"{name}.md"))]
    guide_marker = "<!-- layout guides -->"
    catalog = os.path.dirname(landing_page_path)
    for page in sorted(os.listdir(catalog)):
        path = os.path.join(catalog, page)
        if not page.endswith(".md") or not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if guide_marker not in text:
            continue
        text = text.replace(guide_marker, "\n".join(f"- <doc:{name}-in-depth>" for name in guides))
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"  {len(guides)} guides of layout kinds listed in {page}")


# MARK: - Curation


def check_curation(symbol_graph_path, landing_page_path):
    module, names = top_level_symbols(symbol_graph_path)
    with open(landing_page_path, encoding="utf-8") as f:
        text = f.read()
    topics = re.search(r"^## Topics[ \t]*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if topics is None:
        print(f"error: {landing_page_path} has no '## Topics' section", file=sys.stderr)
        sys.exit(1)
    curated = set()
    for link in re.findall(r"^\s*- ``([^`]+)``", topics.group(1), re.M):
        path = link.lstrip("/")
        if path.startswith(module + "/"):
            path = path[len(module) + 1 :]
        # A function is named with its argument labels, so each overload is curated on its own.
        curated.add(path.split("/")[0].split("-")[0])
    missing = sorted(names - curated)
    for name in missing:
        print(
            f"error: {module}.{name} is public but not curated in the Topics of {landing_page_path}",
            file=sys.stderr,
        )
    if missing:
        sys.exit(1)
    print(f"  {module}: all {len(names)} public top-level symbols are curated")


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "guides":
        convert_guides(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 4 and sys.argv[1] == "kinds":
        list_kinds(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "curation":
        check_curation(sys.argv[2], sys.argv[3])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
