#!/usr/bin/env python3
"""Writes Tests/ValueLayoutTests/Fonts/chromium-line-breaks.json: the lines headless Chromium draws
for many paragraphs at many widths, in DejaVu Sans and DejaVu Sans Bold at a few sizes.

ValueLayout's line breaker (Sources/ValueLayoutFonts/LineBreaker.swift) is checked against these
fixtures (Tests/ValueLayoutTests/ChromiumLineBreakTests.swift). Each paragraph goes into a <div>
of a fixed width (1 px = 1 pt) with the CSS in `CSS` below, and the page's script finds the lines:
a grapheme cluster is on the line its first client rect's top falls in (the line height is 2 em,
so lines are far apart); a cluster without rects (a hard break) is on the line of the cluster
before it; the number of lines is the box's height over the line height, so empty lines (empty
paragraphs) are found too. Only LF and CR LF are hard breaks for Chromium; U+2028 is not.

For each case it records:
  - `lines`: the lines as drawn, as slices of the text that keep the spaces at the end of a line
    (they hang past the edge and take no width) and drop the hard break that ends a line;
  - `widths`: each line's width as Chromium measures it (the bounding rect of the line's text
    without its trailing spaces), in points.
It also records two width functions made from Chromium's own shaping, so that the breaker's rules
can be checked against Chromium without a font reader:
  - `advances`: for each text, font and size, where each grapheme cluster starts when the text is
    laid out on one unbroken line (`white-space: pre`, hard breaks replaced by spaces), in UTF-16
    offsets and points (the width of a run is then the distance between its ends);
  - `runs` and `isolated`: the widths of runs measured alone with canvas measureText (the same
    HarfBuzz shaping, kerning and ligatures), as a font reader's advance(of:) measures them: every
    run of whole grapheme clusters inside a word of the texts, and runs of 1 to 8 spaces.

With --styled, it writes Tests/ValueLayoutTests/Fonts/chromium-styled-line-breaks.json instead:
paragraphs split into <span>s of both fonts at several sizes, a few with `letter-spacing` (a
run's kern), laid out in a <div> with the same CSS (ChromiumStyledLineBreakTests reads it). The
lines are found from the clusters' client rects, laid out with `line-height: 3` so that lines are
far apart: a cluster starts a line when its rect's top is below the bottom of every rect of the
line so far (the rects of one line all hold its baseline), or when it follows a hard break. The
same paragraph is laid out again with each span's line-height its font's ascender − descender +
line gap at its size (unrounded, in px) and the <div>'s `font-size: 0; line-height: 0` (so its
strut adds nothing), and the box's height is recorded: CSS makes each line as tall as its boxes'
highest ascent above the baseline plus deepest descent below it, each box's ascent and descent
centred in its line-height.

Usage: scripts/generate-chromium-line-breaks.py [--styled] [--fonts DIR] [--output FILE]
Needs python3 and Debian's `chromium`; no pip packages. The fonts are read from DIR
(Sources/ValueLayoutFonts/Resources by default: the fonts the library bundles) and embedded in the page as data: URLs, loaded through
@font-face. No CJK font is installed here, so CJK clusters are drawn with whatever fallback
Chromium finds; the lines still show where Chromium allows breaks.
"""

import argparse
import base64
import html
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FONTS = [
    ("DejaVuSans", "DejaVuSans.ttf"),
    ("DejaVuSans-Bold", "DejaVuSans-Bold.ttf"),
]
SIZES = [12, 17]
WIDTHS = list(range(40, 401, 40))
LINE_HEIGHT_EM = 2  # line-height in em: far apart tops, so lines are told apart without doubt

# The CSS of every paragraph box, besides font-family, font-size, line-height and width.
CSS = (
    "white-space: pre-wrap; overflow-wrap: break-word; word-break: normal; line-break: auto; "
    "hyphens: manual; letter-spacing: 0; word-spacing: 0; font-kerning: normal; "
    "font-variant-ligatures: normal; text-align: left; direction: ltr; text-transform: none; "
    "padding: 0; margin: 0; border: 0"
)

WORDS = (
    "the of and to in is was for on that with as by at from it this be are or his an were which "
    "layout value engine measure arrange frame label stack inset overlay width height text line "
    "break paragraph font kerning ligature advance glyph baseline ascender descender typography "
    "internationalization responsibilities incomprehensibility Wolfeschlegelsteinhausen "
    "café naïve résumé über Straße crème brûlée façade jalapeño smörgåsbord Ærøskøbing "
    "AVATAR Typography WAVE Yellow To Ta Vo LT fi fl office affluent waffle"
).split()

HANDWRITTEN = [
    "Hello, world!",
    "The quick brown fox jumps over the lazy dog.",
    "Sphinx of black quartz, judge my vow.",
    "AVA WAVE To Ta Yo LT VA Tw Ty: kerning pairs on every line.",
    "well-known state-of-the-art user-friendly twenty-one e-mail",
    "A hyphen between digits 1990-2000, a minus -5, a range a-1 and x - y.",
    "An en dash 1990\u20132000 and a real hyphen well\u2010known and an em dash\u2014like this\u2014here.",
    "See https://example.com/a/very/long/path/to/a/resource?query=value&other=thing#fragment now.",
    "Mail someone@example.org or visit www.example.co.uk/index.html today.",
    "Numbers: 3.14159, 2,718,281, $1,000.00, 100%, 42nd, 1st, 10:30, 2026-11-24.",
    "Spaces:  two  spaces,   three   spaces,    four    spaces.",
    "Trailing spaces at the end of this one.     ",
    "   Indented paragraph with leading spaces.",
    "First line\nSecond line\nThird line",
    "Blank line follows\n\nand then more text after it",
    "Ends with a newline\n",
    "\nStarts with a newline",
    "Windows\r\nline endings\r\nhere",
    "Line\u2028separator here",
    "Supercalifragilisticexpialidocious is a very long word indeed.",
    "Pneumonoultramicroscopicsilicovolcanoconiosis",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    "Short (parenthetical remark) and [bracketed text] and {braces} here.",
    "Quotes \u201clike this\u201d and \u2018single\u2019 and \u00abguillemets\u00bb and \"straight\" ones.",
    "Punctuation before a break: wait ... really ?! yes ; no : maybe , fine .",
    "French spacing: Bonjour ! Comment \u00e7a va ? Tr\u00e8s bien : merci \u00bb",
    "No\u00a0break\u00a0spaces\u00a0glue\u00a0these\u00a0words\u00a0together\u00a0into\u00a0one.",
    "Narrow\u202fno-break 10\u202f000 and word\u2060joiner\u2060glued\u2060text here.",
    "Zero\u200bwidth\u200bspace\u200bopportunities\u200bin\u200ba\u200blong\u200bword.",
    "Accented: \u00e9l\u00e8ve na\u00efve co\u00f6perate se\u00f1or \u0142\u00f3d\u017a \u017elu\u0165ou\u010dk\u00fd k\u016f\u0148 \u00fap\u011bl \u010f\u00e1belsk\u00e9 \u00f3dy.",
    "Combining marks: e\u0301le\u0300ve, n\u0303, a\u0308\u0304, Zalgo z\u0336\u0337a\u0338l\u0335g\u0334o text.",
    "\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3092\u66f8\u304d\u307e\u3059\u3002\u3053\u308c\u306f\u30c6\u30b9\u30c8\u3067\u3059\u3002",
    "\u4e2d\u6587\u6bb5\u843d\uff0c\u6ca1\u6709\u7a7a\u683c\uff0c\u4f46\u662f\u53ef\u4ee5\u5728\u4efb\u4f55\u5b57\u4e4b\u95f4\u6362\u884c\u3002",
    "\ud55c\uad6d\uc5b4 \ubb38\uc7a5\uc740 \ub744\uc5b4\uc4f0\uae30\ub97c \ud569\ub2c8\ub2e4.",
    "Mixed English \u548c\u4e2d\u6587 text \u3068\u65e5\u672c\u8a9e\u300c\u5f15\u7528\u300d\u3067\u3059\u3002",
    "\u30ab\u30bf\u30ab\u30ca\u30fc\u3068\u3072\u3089\u304c\u306a\u3063\u3066\u3001\u5c0f\u3055\u3044\u3083\u3086\u3087\u3002",
    "Emoji: \U0001F600\U0001F601\U0001F602 family \U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466 flags \U0001F1EB\U0001F1F7\U0001F1EF\U0001F1F5 thumbs \U0001F44D\U0001F3FD.",
    "Greek \u03b1\u03bb\u03c6\u03ac\u03b2\u03b7\u03c4\u03bf and Cyrillic \u0430\u043b\u0444\u0430\u0432\u0438\u0442 words mixed in.",
    "Ellipsis\u2026 and more\u2026text\u2026joined by dots.",
    "Slash/separated/words and/or this/that.",
    "f(x) = a*b + c/d - e^2; array[index] = value;",
    "x",
    " ",
    "   ",
    "a b c d e f g h i j k l m n o p q r s t u v w x y z",
    "I",
    "WWWWWWWWWWWWWWWWWWWW iiiiiiiiiiiiiiiiiiii",
    "\u00bfQu\u00e9 tal? \u00a1Muy bien! \u00bfY t\u00fa?",
    "Spaces inside brackets ( like this ) and [ that ] or { these } and \u201c quotes \u201d and \u00ab guillemets \u00bb too.",
    "Opening ( ( ( brackets [ [ then closing ) ) ) ] ] and slashes / / and dashes \u2014 \u2014 em.",
    "\u65e5\u672c \u300c \u5f15\u7528 \u300d \u3067\u3059 \u3002 \u3053\u308c \u3001 \u30c6\u30b9\u30c8 \u30fc \u3067\u3059",
    "Unbreakable\u00a0no\u00a0break and ends-with-hyphens- and -starts and well\u2010known\u2010words here.",
    "Digits-and-letters 12-ab ab-12 12-34 ab-cd a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p end.",
    "Emoji\U0001F600sandwiched\U0001F601between\U0001F602letters and \U0001F44D\U0001F3FD\U0001F44D\U0001F3FD\U0001F44D\U0001F3FD\U0001F44D\U0001F3FD\U0001F44D\U0001F3FD tones.",
    "Quote\u201cglued\u201dwords and it\u2019s and \u201copen and close\u201d and (paren)word and word(paren).",
]


def random_paragraphs(count, seed):
    rng = random.Random(seed)
    result = []
    for _ in range(count):
        words = []
        for _ in range(rng.randint(3, 40)):
            word = rng.choice(WORDS)
            roll = rng.random()
            if roll < 0.08:
                word += rng.choice([",", ".", ";", ":", "!", "?"])
            elif roll < 0.12:
                word = "(" + word + ")"
            elif roll < 0.16:
                word = word + "-" + rng.choice(WORDS)
            elif roll < 0.18:
                word = str(rng.randint(0, 100000))
            words.append(word)
        separator = " " if rng.random() < 0.8 else "  "
        text = separator.join(words)
        if rng.random() < 0.2:
            cut = rng.randrange(len(text))
            space = text.find(" ", cut)
            if space > 0:
                text = text[:space] + "\n" + text[space + 1 :]
        result.append(text[0].upper() + text[1:])
    return result


def page(texts, font_urls):
    data = {
        "texts": texts,
        "fonts": [name for name, _ in FONTS],
        "sizes": SIZES,
        "widths": WIDTHS,
        "lineHeightEm": LINE_HEIGHT_EM,
        "css": CSS,
    }
    faces = "\n".join(
        f"@font-face {{ font-family: '{name}'; src: url({url}) format('truetype'); }}"
        for (name, _), url in zip(FONTS, font_urls)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ {CSS}; }}
.one-line {{ white-space: pre; font-kerning: normal; font-variant-ligatures: normal; }}
</style></head><body>
<pre id="out"></pre>
<div id="stage"></div>
<script>
const DATA = {json.dumps(data)};
{SCRIPT}
</script></body></html>
"""


# The page's script. It waits for the fonts, lays every case out, and writes the result (JSON)
# into <pre id="out">, which --dump-dom prints.
SCRIPT = r"""
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
// U+2028 is not a forced break in Chromium (it is in UAX #14): only LF and CR LF are.
const isHard = (g) => g === '\n' || g === '\r\n';
const round = (x) => Math.round(x * 10000) / 10000;

function graphemes(text) {
  return Array.from(segmenter.segment(text), (s) => ({ index: s.index, text: s.segment }));
}

function rectOf(node, start, end) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  return range;
}

function lay(text, font, size, width) {
  const stage = document.getElementById('stage');
  const div = document.createElement('div');
  div.className = 'case';
  div.style.fontFamily = `'${font}'`;
  div.style.fontSize = `${size}px`;
  const lineHeight = size * DATA.lineHeightEm;
  div.style.lineHeight = `${lineHeight}px`;
  div.style.width = `${width}px`;
  div.textContent = text;
  stage.appendChild(div);
  const node = div.firstChild;
  const box = div.getBoundingClientRect();
  const lineCount = Math.round(box.height / lineHeight);
  // The line of each grapheme cluster, from the top of its first client rect; a cluster without
  // rects (a hard break may have none) is on the line of the cluster before it.
  const starts = new Array(lineCount).fill(null);
  let line = 0;
  const all = node ? graphemes(text) : [];
  for (const g of all) {
    const rects = rectOf(node, g.index, g.index + g.text.length).getClientRects();
    if (rects.length > 0 && !isHard(g.text)) {
      line = Math.min(lineCount - 1, Math.max(line, Math.floor((rects[0].top - box.top) / lineHeight)));
    }
    if (starts[line] === null) starts[line] = g.index;
  }
  const lines = [];
  const widths = [];
  for (let i = 0; i < lineCount; i++) {
    if (starts[i] === null) { lines.push(''); widths.push(0); continue; }
    let end = text.length;
    for (let j = i + 1; j < lineCount; j++) if (starts[j] !== null) { end = starts[j]; break; }
    let lineText = text.slice(starts[i], end);
    // The line ends at its first hard break (the clusters after it, up to the next line's first
    // cluster, are hard breaks of empty lines, which have no rects).
    const hard = lineText.search(/\r\n|\n/);
    if (hard >= 0) lineText = lineText.slice(0, hard);
    lines.push(lineText);
    const contentEnd = starts[i] + lineText.replace(/ +$/, '').length;
    widths.push(contentEnd > starts[i] ? round(rectOf(node, starts[i], contentEnd).getBoundingClientRect().width) : 0);
  }
  stage.removeChild(div);
  return { lines, widths };
}

function advances(text, font, size) {
  const stage = document.getElementById('stage');
  const span = document.createElement('span');
  span.className = 'one-line';
  span.style.fontFamily = `'${font}'`;
  span.style.fontSize = `${size}px`;
  span.textContent = text.replace(/\r|\n|\u2028/g, ' ');
  stage.appendChild(span);
  const node = span.firstChild;
  const offsets = [], xs = [];
  if (node) {
    const left = rectOf(node, 0, 0).getBoundingClientRect().left;
    for (const g of graphemes(text)) {
      offsets.push(g.index);
      xs.push(round(rectOf(node, 0, g.index).getBoundingClientRect().width));
    }
    offsets.push(text.length);
    xs.push(round(rectOf(node, 0, text.length).getBoundingClientRect().width));
  }
  stage.removeChild(span);
  return { offsets, xs };
}

// The widths of runs measured alone (canvas measureText: the same shaping, kerning and ligatures
// as the page): every run of whole grapheme clusters inside a word (text between spaces and hard
// breaks), and runs of 1 to 8 spaces. This is what a font reader's advance(of:) would give.
function isolatedWidths(font, size) {
  const context = document.createElement('canvas').getContext('2d');
  context.font = `${size}px '${font}'`;
  const widths = {};
  for (let n = 1; n <= 8; n++) widths[' '.repeat(n)] = round(context.measureText(' '.repeat(n)).width);
  for (const text of DATA.texts) {
    for (const word of text.split(/[ \r\n]+/)) {
      const clusters = graphemes(word).map((g) => g.text);
      for (let i = 0; i < clusters.length; i++) {
        let run = '';
        for (let j = i; j < clusters.length; j++) {
          run += clusters[j];
          if (!(run in widths)) widths[run] = round(context.measureText(run).width);
        }
      }
    }
  }
  return widths;
}

async function main() {
  const out = document.getElementById('out');
  try {
    for (const font of DATA.fonts) {
      for (const size of DATA.sizes) await document.fonts.load(`${size}px '${font}'`, 'A');
    }
    const loaded = DATA.fonts.map((f) => document.fonts.check(`12px '${f}'`));
    const cases = [];
    const advanceTable = [];
    DATA.texts.forEach((text, textIndex) => {
      for (const font of DATA.fonts) {
        for (const size of DATA.sizes) {
          advanceTable.push({ text: textIndex, font, size, ...advances(text, font, size) });
          for (const width of DATA.widths) {
            cases.push({ text: textIndex, font, size, width, ...lay(text, font, size, width) });
          }
        }
      }
    });
    const isolated = [];
    for (const font of DATA.fonts) {
      for (const size of DATA.sizes) isolated.push({ font, size, widths: isolatedWidths(font, size) });
    }
    out.textContent = 'CHROMIUM-LINES ' + JSON.stringify({ loaded, userAgent: navigator.userAgent, cases, advances: advanceTable, isolated });
  } catch (error) {
    out.textContent = 'CHROMIUM-LINES-ERROR ' + error;
  }
}
main();
"""


# Texts of the styled fixture: the handwritten ones in Latin (no CJK or emoji, whose fallback fonts
# are not the bundled ones, and no U+2028, which Chromium does not break at), and random ones.
STYLED_SIZES = [11, 12, 15, 17, 20, 24]
STYLED_KERNS = [1, 1.5, -0.5, 2]
STYLED_WIDTHS = list(range(40, 481, 40))


def styled_texts():
    latin = [text for text in HANDWRITTEN if all(ord(c) < 0x2E80 for c in text) and "\u2028" not in text]
    return latin + random_paragraphs(40, seed=28)


def split_into_runs(text, rng):
    """`text` cut at 1 to 5 random places into spans, each in a random font and size and now and
    then a letter-spacing; neighbours never alike. Never cut before a combining mark or inside CR LF."""
    import unicodedata

    places = [i for i in range(1, len(text)) if not unicodedata.combining(text[i]) and text[i - 1 : i + 1] != "\r\n"]
    cuts = sorted(rng.sample(places, min(len(places), rng.randint(1, 5))))
    bounds = [0] + cuts + [len(text)]
    runs = []
    for start, end in zip(bounds, bounds[1:]):
        while True:
            font = rng.choice(FONTS)[0]
            size = rng.choice(STYLED_SIZES)
            kern = rng.choice(STYLED_KERNS) if rng.random() < 0.12 else 0
            if not runs or (runs[-1]["font"], runs[-1]["size"], runs[-1]["kern"]) != (font, size, kern):
                break
        runs.append({"text": text[start:end], "font": font, "size": size, "kern": kern})
    return runs


def default_line_height_units(path):
    """(ascender − descender + line gap, unitsPerEm) from the font's `hhea` and `head` tables."""
    import struct

    with open(path, "rb") as handle:
        data = handle.read()
    tables = {}
    for i in range(struct.unpack(">H", data[4:6])[0]):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        tables[tag] = offset
    ascender, descender, gap = struct.unpack(">hhh", data[tables[b"hhea"] + 4 : tables[b"hhea"] + 10])
    units_per_em = struct.unpack(">H", data[tables[b"head"] + 18 : tables[b"head"] + 20])[0]
    return ascender - descender + gap, units_per_em


def styled_page(paragraphs, font_urls, line_heights):
    data = {"paragraphs": paragraphs, "widths": STYLED_WIDTHS, "lineHeights": line_heights}
    faces = "\n".join(
        f"@font-face {{ font-family: '{name}'; src: url({url}) format('truetype'); }}"
        for (name, _), url in zip(FONTS, font_urls)
    )
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ {CSS}; font-size: 0; }}
</style></head><body>
<pre id="out"></pre>
<div id="stage"></div>
<script>
const DATA = {json.dumps(data)};
{STYLED_SCRIPT}
</script></body></html>
"""


STYLED_SCRIPT = r"""
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const isHard = (g) => g === '\n' || g === '\r\n';
const round = (x) => Math.round(x * 10000) / 10000;

// The paragraph in a div of `width`, a span a run; `heights`: each span's line-height the font's
// default, else every line-height 3 (lines far apart, to find them).
function build(runs, width, heights) {
  const div = document.createElement('div');
  div.className = 'case';
  div.style.width = `${width}px`;
  div.style.lineHeight = heights ? '0' : '3';
  for (const run of runs) {
    const span = document.createElement('span');
    span.style.fontFamily = `'${run.font}'`;
    span.style.fontSize = `${run.size}px`;
    span.style.letterSpacing = `${run.kern}px`;
    if (heights) span.style.lineHeight = `${DATA.lineHeights[run.font] * run.size}px`;
    span.textContent = run.text;
    div.appendChild(span);
  }
  document.getElementById('stage').appendChild(div);
  return div;
}

// A DOM range of the paragraph's UTF-16 offsets start..<end, across spans.
function rangeOf(div, runs, start, end) {
  const range = document.createRange();
  let offset = 0;
  runs.forEach((run, i) => {
    const node = div.childNodes[i].firstChild;
    const length = run.text.length;
    if (start >= offset && start <= offset + length && !range.__started) {
      range.setStart(node, start - offset);
      range.__started = true;
    }
    if (end >= offset && end <= offset + length) range.setEnd(node, end - offset);
    offset += length;
  });
  return range;
}

function lay(runs, width) {
  const text = runs.map((r) => r.text).join('');
  const div = build(runs, width, false);
  const starts = [];
  let afterHard = true;
  let lineBottom = -Infinity;
  let offset = 0;
  runs.forEach((run, i) => {
    const node = div.childNodes[i].firstChild;
    for (const s of segmenter.segment(run.text)) {
      const index = offset + s.index;
      if (isHard(s.segment)) {
        if (afterHard) starts.push(index);
        afterHard = true;
        continue;
      }
      const range = document.createRange();
      range.setStart(node, s.index);
      range.setEnd(node, s.index + s.segment.length);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      if (afterHard || rect.top >= lineBottom - 0.5) {
        starts.push(index);
        lineBottom = rect.bottom;
      } else {
        lineBottom = Math.max(lineBottom, rect.bottom);
      }
      afterHard = false;
    }
    offset += run.text.length;
  });
  const lines = [], widths = [];
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1] : text.length;
    let line = text.slice(start, end);
    const hard = line.search(/\r\n|\n/);
    if (hard >= 0) line = line.slice(0, hard);
    lines.push(line);
    const contentEnd = start + line.replace(/ +$/, '').length;
    widths.push(contentEnd > start ? round(rangeOf(div, runs, start, contentEnd).getBoundingClientRect().width) : 0);
  });
  div.remove();
  const tall = build(runs, width, true);
  const height = round(tall.getBoundingClientRect().height);
  tall.remove();
  return { lines, widths, height };
}

async function main() {
  const out = document.getElementById('out');
  try {
    const fonts = Object.keys(DATA.lineHeights);
    for (const font of fonts) await document.fonts.load(`12px '${font}'`, 'A');
    const loaded = fonts.map((f) => document.fonts.check(`12px '${f}'`));
    const cases = [];
    DATA.paragraphs.forEach((runs, paragraph) => {
      for (const width of DATA.widths) cases.push({ paragraph, width, ...lay(runs, width) });
    });
    out.textContent = 'CHROMIUM-LINES ' + JSON.stringify({ loaded, userAgent: navigator.userAgent, cases });
  } catch (error) {
    out.textContent = 'CHROMIUM-LINES-ERROR ' + error + ' ' + error.stack;
  }
}
main();
"""


def run_chromium(page_text):
    with tempfile.TemporaryDirectory() as directory:
        page_path = os.path.join(directory, "line-breaks.html")
        with open(page_path, "w", encoding="utf-8") as handle:
            handle.write(page_text)
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                 "--virtual-time-budget=600000", "--run-all-compositor-stages-before-draw"]
        dom = subprocess.run(["chromium", *flags, "--dump-dom", "file://" + page_path],
                             capture_output=True, text=True, timeout=1200).stdout
        version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit("error: Chromium gave no result")
    result = html.unescape(match.group(1))
    if not result.startswith("CHROMIUM-LINES "):
        sys.exit("error: " + result[:2000])
    data = json.loads(result[len("CHROMIUM-LINES "):])
    if not all(data["loaded"]):
        sys.exit(f"error: the fonts did not load: {data['loaded']}")
    return data, version


def styled_main(arguments, font_urls):
    rng = random.Random(28)
    texts = styled_texts()
    paragraphs = []
    for index, text in enumerate(texts):
        # The handwritten texts split once, the random ones twice.
        for _ in range(1 if index < len(texts) - 40 else 2):
            paragraphs.append(split_into_runs(text, rng))
    line_heights = {}
    for name, file in FONTS:
        units, per_em = default_line_height_units(os.path.join(arguments.fonts, file))
        line_heights[name] = units / per_em
    data, version = run_chromium(styled_page(paragraphs, font_urls, line_heights))
    cases = [{"id": number, **case} for number, case in enumerate(data["cases"])]
    fixture = {
        "about": "Lines drawn by headless Chromium for paragraphs of several <span>s; generated by "
        "scripts/generate-chromium-line-breaks.py --styled. Sizes and widths in CSS px, read as points. "
        "`paragraphs`: each a list of runs (text, font, size, kern = letter-spacing), whose texts "
        "make the paragraph. A case: the paragraph's index, the width, `lines` (as in "
        "chromium-line-breaks.json: keeping the spaces that hang at their end, without hard breaks), "
        "`widths` (each line's without those spaces) and `height`: the box's height with each span's "
        "line-height its font's default (ascender − descender + line gap, unrounded) and no strut.",
        "chromium": version,
        "css": CSS + "; width: <width>px; font-size: 0 (spans: font-family, font-size, letter-spacing, "
        "line-height)",
        "fonts": {name: file for name, file in FONTS},
        "lineHeights": line_heights,
        "widths": STYLED_WIDTHS,
        "paragraphs": paragraphs,
        "cases": cases,
    }
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("{\n")
        for key, value in fixture.items():
            if key in ("paragraphs", "cases"):
                rows = ",\n".join("  " + compact(item) for item in value)
                handle.write(f"{json.dumps(key)}: [\n{rows}\n]" + (",\n" if key != "cases" else "\n"))
            else:
                handle.write(f"{json.dumps(key)}: {compact(value)},\n")
        handle.write("}\n")
    print(f"wrote {arguments.output}: {len(paragraphs)} paragraphs, {len(cases)} cases")


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fonts", default=os.path.join(ROOT, "Sources/ValueLayoutFonts/Resources"))
    parser.add_argument("--output")
    parser.add_argument("--styled", action="store_true", help="write the fixture of paragraphs of several spans")
    arguments = parser.parse_args()
    default = "chromium-styled-line-breaks.json" if arguments.styled else "chromium-line-breaks.json"
    arguments.output = arguments.output or os.path.join(ROOT, "Tests/ValueLayoutTests/Fonts", default)

    font_urls = []
    for _, file in FONTS:
        path = os.path.join(arguments.fonts, file)
        if not os.path.exists(path):
            sys.exit(f"error: {path} is missing (copy it from /usr/share/fonts/truetype/dejavu/)")
        with open(path, "rb") as handle:
            font_urls.append("data:font/ttf;base64," + base64.b64encode(handle.read()).decode("ascii"))

    if arguments.styled:
        styled_main(arguments, font_urls)
        return

    texts = HANDWRITTEN + random_paragraphs(20, seed=14)
    with tempfile.TemporaryDirectory() as directory:
        page_path = os.path.join(directory, "line-breaks.html")
        with open(page_path, "w", encoding="utf-8") as handle:
            handle.write(page(texts, font_urls))
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                 "--virtual-time-budget=600000", "--run-all-compositor-stages-before-draw"]
        dom = subprocess.run(["chromium", *flags, "--dump-dom", "file://" + page_path],
                             capture_output=True, text=True, timeout=1200).stdout
        version = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit("error: Chromium gave no result")
    result = html.unescape(match.group(1))
    if not result.startswith("CHROMIUM-LINES "):
        sys.exit("error: " + result[:2000])
    data = json.loads(result[len("CHROMIUM-LINES "):])
    if not all(data["loaded"]):
        sys.exit(f"error: the fonts did not load: {data['loaded']}")

    # The runs measured alone, once for all fonts and sizes; `isolated` gives their widths in order.
    runs = sorted(data["isolated"][0]["widths"])
    fixture = {
        "about": "Lines drawn by headless Chromium; generated by scripts/generate-chromium-line-breaks.py. "
        "Widths and sizes are in CSS px, which the fixtures read as points. `lines` keep the spaces "
        "that hang at the end of a line and drop hard breaks; `widths` are the lines' widths without "
        "those spaces; `advances` give, for the text on one unbroken line, the x of each grapheme "
        "cluster's start (UTF-16 offsets), the last entry being the end of the text; `isolated` gives, "
        "for each font and size, the width of each of `runs` measured alone (canvas measureText): every "
        "run of whole grapheme clusters inside a word of the texts, and runs of 1 to 8 spaces.",
        "chromium": version,
        "css": CSS + f"; line-height: {LINE_HEIGHT_EM}em; width: <width>px; font-size: <size>px; "
        "font-family: <font> (@font-face on the vendored .ttf)",
        "fonts": {name: file for name, file in FONTS},
        "sizes": SIZES,
        "widths": WIDTHS,
        "texts": texts,
        "cases": data["cases"],
        "advances": data["advances"],
        "runs": runs,
        "isolated": [{"font": entry["font"], "size": entry["size"], "widths": [entry["widths"][run] for run in runs]}
                     for entry in data["isolated"]],
    }
    # One case or text a line, so that a regenerated file diffs readably.
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("{\n")
        for key, value in fixture.items():
            if isinstance(value, list) and key in ("texts", "cases", "advances", "runs", "isolated"):
                rows = ",\n".join("  " + compact(item) for item in value)
                handle.write(f"{json.dumps(key)}: [\n{rows}\n],\n" if key != "isolated" else f"{json.dumps(key)}: [\n{rows}\n]\n")
            else:
                handle.write(f"{json.dumps(key)}: {compact(value)},\n")
        handle.write("}\n")
    print(f"wrote {arguments.output}: {len(texts)} texts, {len(fixture['cases'])} cases")


if __name__ == "__main__":
    main()
