#!/usr/bin/env python3
"""Writes Tests/ValueLayoutTests/Fixtures/flexbox/text-items.json: the frames headless Chromium
gives flex items that hold text, in the fonts the library bundles (DejaVu Sans and DejaVu Sans
Bold, `FontCatalog.bundled`).

Each case is a row flex container (some wrapping, most narrow) whose items each hold one text:
words with spaces, hyphenated words (`well-known`), digits with hyphens, CJK (drawn with the
bundled font's .notdef glyph, 0.6 em wide, since no CJK font is installed: the measurer draws it
the same way) and mixes. An item's automatic minimum size is its text's min-content width, so
the frames show where Chromium lets text break: after spaces, after hyphens, between ideographs.
`FlexLayoutTextChromiumTests` lays the same containers out with `FlexLayout`, `LabelLayout` and
`FontTextMeasurer(catalog: .bundled)` and compares the frames.

The page: every container is a `<div>` with `display:flex; position:absolute; left:0; top:0` and
its width, every item a `<div>` holding its text, with its font (loaded from the bundled files
through @font-face data: URLs), `font-size`, a `line-height` in px (so a line is exactly that
tall, as a label with that `lineHeight`), `white-space: normal`, `overflow-wrap: break-word` and
the flex properties of the case. A script in the page records each node's
`getBoundingClientRect()` minus its parent's, rounded to 1/64 (the unit Chromium lays out in), root
first, then the items in document order. One CSS pixel is one point.

Usage: scripts/generate-chromium-flex-text.py [--output FILE] [--seed N]
Needs python3 and Debian's `chromium`; no pip packages.
"""

import argparse
import base64
import datetime
import html
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_DIR = os.path.join(ROOT, "Sources", "ValueLayoutFonts", "Resources")
FONTS = [("DejaVuSans", "DejaVuSans.ttf"), ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf")]

# Texts of the items: spaces, hyphens, digits, CJK and mixes. Single spaces only, none at either
# end (CSS collapses white space; a label keeps it).
TEXTS = [
    "well-known",
    "well-known state-of-the-art",
    "user-friendly",
    "a user-friendly interface",
    "e-mail",
    "twenty-one",
    "1990-2000",
    "pages 12-34",
    "a-b-c-d-e",
    "Hello world",
    "Flexible boxes",
    "The quick brown fox",
    "Internationalization",
    "Typography",
    "WAVE To",
    "office affluent",
    "\u65e5\u672c\u8a9e",
    "\u65e5\u672c\u8a9e\u306e\u6587\u7ae0",
    "\u4e2d\u6587\u6bb5\u843d",
    "\ud55c\uad6d\uc5b4 \ubb38\uc7a5",
    "Mixed \u548c\u4e2d\u6587 text",
    "\u6771\u4eac-Tokyo",
    "x",
    "AVA",
    "long-hyphenated-compound-word",
    "state-of-the-art design",
    "Caf\u00e9 cr\u00e8me",
]


def random_cases(count, seed):
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        items = []
        for _ in range(rng.randint(1, 4)):
            item = {
                "text": rng.choice(TEXTS),
                "font": rng.choice(FONTS)[0],
                "size": rng.choice([12, 14, 16]),
            }
            item["lineHeight"] = round(item["size"] * 1.25)
            roll = rng.random()
            if roll < 0.2:
                item["flexGrow"] = 1
            elif roll < 0.3:
                item["flexBasis"] = rng.choice([0, 20, 60])
            elif roll < 0.35:
                item["flexShrink"] = 0
            items.append(item)
        container = {
            "width": rng.choice([20, 40, 60, 80, 100, 120, 160, 200, 300]),
            "flexWrap": "wrap" if rng.random() < 0.35 else "nowrap",
            "alignItems": rng.choice(["stretch", "flex-start"]),
            "columnGap": rng.choice([0, 0, 4, 10]),
            "rowGap": rng.choice([0, 6]),
        }
        cases.append({"id": f"text-{seed}-{index:03d}", "container": container, "items": items})
    return cases


def handwritten_cases():
    """A few containers that show one rule each: a hyphenated word, CJK, spaces, at widths too
    narrow for their max-content."""

    def case(name, width, texts, wrap="nowrap", **item_style):
        items = []
        for text in texts:
            item = {"text": text, "font": "DejaVuSans", "size": 16, "lineHeight": 20}
            item.update(item_style)
            items.append(item)
        container = {"width": width, "flexWrap": wrap, "alignItems": "flex-start", "columnGap": 0, "rowGap": 0}
        return {"id": f"text-{name}", "container": container, "items": items}

    return [
        case("hyphen-alone", 10, ["well-known"]),
        case("hyphen-two-items", 40, ["well-known", "user-friendly"]),
        case("hyphen-digits", 10, ["1990-2000"]),
        case("spaces-alone", 10, ["Hello world"]),
        case("cjk-alone", 10, ["\u65e5\u672c\u8a9e\u306e\u6587\u7ae0"]),
        case("cjk-two-items", 30, ["\u65e5\u672c\u8a9e", "\u4e2d\u6587\u6bb5\u843d"]),
        case("mixed", 20, ["Mixed \u548c\u4e2d\u6587 text"]),
        case("hyphen-wrap", 60, ["well-known", "state-of-the-art", "e-mail"], wrap="wrap"),
        case("hyphen-grow", 50, ["well-known", "x"], flexGrow=1),
        case("hyphen-basis-zero", 50, ["long-hyphenated-compound-word", "AVA"], flexBasis=0),
    ]


def page(cases, font_urls):
    faces = "\n".join(
        f"@font-face {{ font-family: '{name}'; src: url({url}) format('truetype'); }}"
        for (name, _), url in zip(FONTS, font_urls)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.container {{ display: flex; flex-direction: row; position: absolute; left: 0; top: 0; box-sizing: border-box;
  padding: 0; margin: 0; border: 0; }}
.item {{ display: block; box-sizing: border-box; padding: 0; margin: 0; border: 0; min-width: auto;
  white-space: normal; overflow-wrap: break-word; word-break: normal; line-break: auto; hyphens: manual;
  letter-spacing: 0; word-spacing: 0; font-kerning: normal; font-variant-ligatures: normal; text-align: left;
  direction: ltr; text-transform: none; }}
</style></head><body>
<pre id="out"></pre>
<div id="stage"></div>
<script>
const CASES = {json.dumps(cases)};
{SCRIPT}
</script></body></html>
"""


SCRIPT = r"""
const round = (x) => Math.round(x * 64) / 64;

function lay(c) {
  const stage = document.getElementById('stage');
  const root = document.createElement('div');
  root.className = 'container';
  root.style.width = `${c.container.width}px`;
  root.style.flexWrap = c.container.flexWrap;
  root.style.alignItems = c.container.alignItems;
  root.style.columnGap = `${c.container.columnGap}px`;
  root.style.rowGap = `${c.container.rowGap}px`;
  for (const item of c.items) {
    const div = document.createElement('div');
    div.className = 'item';
    div.style.fontFamily = `'${item.font}'`;
    div.style.fontSize = `${item.size}px`;
    div.style.lineHeight = `${item.lineHeight}px`;
    if ('flexGrow' in item) div.style.flexGrow = item.flexGrow;
    if ('flexShrink' in item) div.style.flexShrink = item.flexShrink;
    if ('flexBasis' in item) div.style.flexBasis = `${item.flexBasis}px`;
    div.textContent = item.text;
    root.appendChild(div);
  }
  stage.appendChild(root);
  const box = root.getBoundingClientRect();
  const frames = [[0, 0, round(box.width), round(box.height)]];
  for (const child of root.children) {
    const r = child.getBoundingClientRect();
    frames.push([round(r.left - box.left), round(r.top - box.top), round(r.width), round(r.height)]);
  }
  stage.removeChild(root);
  return frames;
}

async function main() {
  const out = document.getElementById('out');
  try {
    for (const font of ['DejaVuSans', 'DejaVuSans-Bold']) await document.fonts.load(`16px '${font}'`, 'A');
    const loaded = ['DejaVuSans', 'DejaVuSans-Bold'].map((f) => document.fonts.check(`16px '${f}'`));
    const frames = CASES.map(lay);
    out.textContent = 'CHROMIUM-FLEX ' + JSON.stringify({ loaded, userAgent: navigator.userAgent, frames });
  } catch (error) {
    out.textContent = 'CHROMIUM-FLEX-ERROR ' + error + ' ' + error.stack;
  }
}
main();
"""


def run_chromium(page_text):
    with tempfile.TemporaryDirectory() as directory:
        page_path = os.path.join(directory, "flex-text.html")
        with open(page_path, "w", encoding="utf-8") as handle:
            handle.write(page_text)
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                 "--force-device-scale-factor=1", "--virtual-time-budget=600000",
                 "--run-all-compositor-stages-before-draw",
                 "--user-data-dir=" + os.path.join(directory, "profile")]
        dom = subprocess.run(["chromium", *flags, "--dump-dom", "file://" + page_path],
                             capture_output=True, text=True, timeout=600).stdout
        version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit("error: Chromium gave no result")
    result = html.unescape(match.group(1))
    if not result.startswith("CHROMIUM-FLEX "):
        sys.exit("error: " + result[:2000])
    data = json.loads(result[len("CHROMIUM-FLEX "):])
    if not all(data["loaded"]):
        sys.exit(f"error: the fonts did not load: {data['loaded']}")
    return data, version


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", default=os.path.join(
        ROOT, "Tests", "ValueLayoutTests", "Fixtures", "flexbox", "text-items.json"))
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--count", type=int, default=90)
    arguments = parser.parse_args()
    font_urls = []
    for _, file in FONTS:
        with open(os.path.join(FONT_DIR, file), "rb") as handle:
            font_urls.append("data:font/ttf;base64," + base64.b64encode(handle.read()).decode("ascii"))
    cases = handwritten_cases() + random_cases(arguments.count, arguments.seed)
    data, version = run_chromium(page(cases, font_urls))
    for case, frames in zip(cases, data["frames"]):
        case["frames"] = frames
    fixture = {
        "schemaVersion": 1,
        "about": "Row flex containers whose items hold text in the bundled DejaVu fonts, with the frames "
        "headless Chromium gave them (each [x, y, width, height] relative to the parent, root first). "
        "Written by scripts/generate-chromium-flex-text.py.",
        "engine": version,
        "userAgent": data["userAgent"],
        "generated": datetime.date.today().isoformat(),
        "seed": arguments.seed,
        "tolerances": {"agreeSubpixel": 0.05},
        "cases": cases,
    }
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("{\n")
        keys = list(fixture)
        for key in keys:
            value = fixture[key]
            if key == "cases":
                rows = ",\n".join("  " + json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in value)
                handle.write(f'"cases": [\n{rows}\n]\n')
            else:
                handle.write(f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},\n")
        handle.write("}\n")
    print(f"wrote {len(cases)} cases to {arguments.output} ({version})")


if __name__ == "__main__":
    main()
