#!/usr/bin/env python3
"""Writes Tests/ValueLayoutTests/Fonts/harfbuzz-advances.json: the widths HarfBuzz gives for
texts in the fonts the library bundles (Sources/ValueLayoutFonts/Resources), which
FontFaceHarfBuzzTests compares FontFace's widths with; and
Tests/ValueLayoutTests/Fonts/harfbuzz-styled-runs.json: texts split into runs of those fonts at
several sizes, with and without kern, and each run's width, which StyledTextHarfBuzzTests compares
FontTextMeasurer's widths of styled text with.

HarfBuzz is used here only, to make the fixtures; the library does not depend on it. Install its
Python binding, then run the script from anywhere:

    pip install uharfbuzz
    python3 scripts/generate-harfbuzz-fixtures.py

Each text is shaped with HarfBuzz's default features, direction and script guessed from the text
(hb_buffer_guess_segment_properties), at a scale of unitsPerEm (so positions are font units).
Each entry records the font file, the size in points, the text, its category, the advance in
points (sum of x advances × size / unitsPerEm) and the advance of each cluster in font units.

Each styled entry records the text and its runs: for each run its text, font file, size, kern
(points added after each character) and width: HarfBuzz's advance of the run shaped alone at its
size (without the optional ligatures `liga` and `clig` when it has a kern, as CSS shapes
letter-spaced text), plus kern × its characters (the texts are precomposed, so a character is a
code point and a grapheme cluster). The runs are shaped apart, so no kerning or ligature crosses a run boundary.
"""
import json
import os
import random
import unicodedata

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The fonts the library bundles (FontCatalog.bundled), and the folder of the test fixtures.
FONTS = os.path.join(ROOT, "Sources", "ValueLayoutFonts", "Resources")
FIXTURES = os.path.join(ROOT, "Tests", "ValueLayoutTests", "Fonts")
FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
SIZES = [12, 15, 17, 20]

ACUTE, GRAVE, DIAERESIS, CIRCUMFLEX, TILDE, CEDILLA = "\u0301", "\u0300", "\u0308", "\u0302", "\u0303", "\u0327"
DOT_BELOW, MACRON, CARON, RING = "\u0323", "\u0304", "\u030C", "\u030A"

TEXTS = {
    "ascii": [
        "Hello", "world", "The quick brown fox jumps over the lazy dog.", "0123456789",
        "Hello, World!", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
        "a", " ", "  two  spaces  ", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", "MMMMMMMMMM", "iiiiiiiiii",
        "Mathematician and first programmer", "Ada Lovelace", "Settings", "x = (a + b) * c / 2",
        "UPPERCASE and lowercase", "e-mail: someone@example.com", "tab\there",
    ],
    "latin": [
        # Precomposed (NFC) text.
        "café", "naïve", "résumé", "Ångström", "Ærøskøbing", "façade", "Škoda", "Łódź", "İstanbul",
        "Dvořák", "Crème brûlée", "Ñandú", "Gödel, Escher, Bach", "ÀÁÂÃÄÅàáâãäå", "œuvre", "Straße",
        "ĀāĒēĪīŌōŪū", "Ţara Românească", "ǅǆǈ", "ẞ ẠạẢả Ệệ", "Việt Nam", "Øresund", "¡Hola! ¿Qué tal?",
        "© ® ° ± × ÷ µ ¶ · » «", "soft\u00adhyphen", "zero\u200bwidth",
        # The same texts decomposed (NFD).
        "cafe" + ACUTE, "nai" + DIAERESIS + "ve", "re" + ACUTE + "sume" + ACUTE, "A" + RING + "ngstro" + DIAERESIS + "m",
        "fac" + CEDILLA + "ade", "S" + CARON + "koda", "Dvor" + CARON + "a" + ACUTE + "k",
        "Cre" + GRAVE + "me bru" + CIRCUMFLEX + "le" + ACUTE + "e", "N" + TILDE + "andu" + ACUTE,
        "Vie" + DOT_BELOW + CIRCUMFLEX + "t Nam", "A" + MACRON + "a" + MACRON + "E" + MACRON,
        unicodedata.normalize("NFD", "ÀÁÂÃÄÅàáâãäå"), unicodedata.normalize("NFD", "Ţara Românească"),
    ],
    "ligatures": [
        "fi", "fl", "ff", "ffi", "ffl", "office", "affluent", "official", "waffle", "fjord", "fit flow",
        "suffix", "Difficult", "staffing", "effluent", "shuffle", "fifty-five", "f i", "fﬁ", "ﬁ ﬂ ﬀ ﬃ ﬄ",
    ],
    "kerning": [
        "AV", "AW", "AY", "To", "Ta", "Te", "Yo", "Ya", "AWAY", "LT", "LV", "LY", "VA", "WA", "P.", "F,",
        "T.", "Y.", "L'", "r.", "y,", "Av", "Tw", "Ty", "\"A\"", "AVATAR", "WAVY", "LAVA", "Typography",
        "Yvonne", "VAWATY", "kT", "ToTaTe", "A V", "Fa", "Pa", "Vo", "Wo",
    ],
    "marks": [
        "a" + ACUTE, "e" + ACUTE + GRAVE, "o" + DIAERESIS + ACUTE + MACRON, "x" + ACUTE, "q" + CARON,
        "m" + DOT_BELOW + CIRCUMFLEX, "b" + TILDE + DIAERESIS + DOT_BELOW, "Z" + ACUTE + ACUTE + ACUTE,
        "w" + RING + RING, "i" + ACUTE, "j" + CARON, "A" + ACUTE + "V", "T" + DOT_BELOW + "o",
        "f" + ACUTE + "i", "n" + TILDE + "ame", ACUTE, ACUTE + "a", "z\u0335\u0336\u0337",
        "y" + GRAVE + DOT_BELOW + MACRON + CEDILLA, "e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308",
        "k\u0331", "g\u0327", "hello" + ACUTE + " world" + GRAVE,
    ],
    "other-scripts": {
        "Greek": ["Ελληνικά", "αβγδεζηθ", "Καλημέρα κόσμε", "ἀρχή"],
        "Cyrillic": ["Русский", "Привет, мир", "ЁЖЗИЙ", "Україна"],
        "Hebrew": ["עברית", "שָׁלוֹם", "שלום עולם"],
        "Arabic": ["العربية", "مرحبا بالعالم", "لا", "سلام"],
        "Devanagari": ["हिन्दी", "नमस्ते", "क्षत्रिय"],
        "Thai": ["ภาษาไทย", "สวัสดี"],
        "CJK": ["中文", "日本語", "한국어", "ひらがな"],
        "Emoji": ["😀", "👍🏽", "🇫🇷", "❤️", "👨‍👩‍👧"],
    },
}


def shape(font, upem, text, size, features=None):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, features or {})
    clusters = {}
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        clusters[info.cluster] = clusters.get(info.cluster, 0) + pos.x_advance
    total = sum(pos.x_advance for pos in buf.glyph_positions)
    return total * size / upem, [clusters[key] for key in sorted(clusters)]


def main():
    entries = []
    fonts = {}
    for file in FONT_FILES:
        blob = hb.Blob.from_file_path(os.path.join(FONTS, file))
        face = hb.Face(blob)
        font = hb.Font(face)
        upem = face.upem
        font.scale = (upem, upem)
        fonts[file] = (font, upem)
        groups = []
        for category, texts in TEXTS.items():
            if isinstance(texts, dict):
                groups += [(category, script, text) for script, items in texts.items() for text in items]
            else:
                groups += [(category, None, text) for text in texts]
        for size in SIZES:
            for category, script, text in groups:
                advance, clusters = shape(font, upem, text, size)
                entry = {"font": file, "size": size, "text": text, "category": category}
                if script:
                    entry["script"] = script
                entry["advance"] = round(advance, 6)
                entry["clusterAdvances"] = clusters
                entries.append(entry)
    document = {
        "generator": "scripts/generate-harfbuzz-fixtures.py",
        "harfbuzz": hb.version_string(),
        "entries": entries,
    }
    path = os.path.join(FIXTURES, "harfbuzz-advances.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(document, out, ensure_ascii=False, indent=1)
        out.write("\n")
    print(f"wrote {len(entries)} entries to {os.path.relpath(path, ROOT)}")
    write_styled(fonts)


# Texts split into runs for harfbuzz-styled-runs.json: precomposed Latin (a code point is a
# grapheme cluster), with kerning pairs, ligatures and words that a split cuts in two.
STYLED_TEXTS = [
    "Hello world", "The quick brown fox jumps over the lazy dog.", "AVATAR WAVE Typography",
    "office affluent waffle", "Mathematician and first programmer", "Ada Lovelace",
    "café naïve résumé", "To Ta Te Yo Ya LT VA", "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
    "0123456789 $1,000.00 100%", "well-known state-of-the-art", "Settings and Preferences",
    "UPPERCASE and lowercase", "Gödel, Escher, Bach", "Crème brûlée façade", "iiiii MMMMM",
    "e-mail: someone@example.com", "Supercalifragilisticexpialidocious", "x = (a + b) * c / 2", "A",
]
STYLED_SIZES = [11, 12, 15, 17, 20, 24, 31.5]
STYLED_KERNS = [0, 0, 0, 1, 1.5, -0.5, 2.25]


def styled_entries(fonts):
    """Each text, several times: cut at 1 to 4 random places into 2 to 5 runs (one run for a text
    of one character), each run in a random font, size and kern, neighbours never alike."""
    rng = random.Random(28)
    entries = []
    for text in STYLED_TEXTS:
        for variant in range(6):
            cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(1, 4))))
            bounds = [0] + cuts + [len(text)]
            runs = []
            for start, end in zip(bounds, bounds[1:]):
                while True:
                    font = rng.choice(FONT_FILES)
                    size = rng.choice(STYLED_SIZES)
                    kern = rng.choice(STYLED_KERNS) if variant % 2 else 0
                    if not runs or (runs[-1]["font"], runs[-1]["size"], runs[-1]["kern"]) != (font, size, kern):
                        break
                piece = text[start:end]
                hb_font, upem = fonts[font]
                # Letter-spaced text is shaped without optional ligatures, as CSS asks.
                advance, _ = shape(hb_font, upem, piece, size, {"liga": False, "clig": False} if kern else None)
                runs.append({"text": piece, "font": font, "size": size, "kern": kern,
                             "width": round(advance + kern * len(piece), 6)})
            entries.append({"text": text, "runs": runs, "width": round(sum(run["width"] for run in runs), 6)})
    return entries


def write_styled(fonts):
    document = {
        "generator": "scripts/generate-harfbuzz-fixtures.py",
        "harfbuzz": hb.version_string(),
        "about": "Texts split into runs; each run's width is HarfBuzz's advance of the run shaped alone at "
        "its size (default features, but no liga or clig when it has a kern; points) plus kern × its "
        "characters; `width` is their sum.",
        "entries": styled_entries(fonts),
    }
    path = os.path.join(FIXTURES, "harfbuzz-styled-runs.json")
    with open(path, "w", encoding="utf-8") as out:
        out.write("{\n")
        for key in ("generator", "harfbuzz", "about"):
            out.write(f" {json.dumps(key)}: {json.dumps(document[key], ensure_ascii=False)},\n")
        rows = ",\n".join("  " + json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
                            for entry in document["entries"])
        out.write(f' "entries": [\n{rows}\n ]\n}}\n')
    print(f"wrote {len(document['entries'])} styled entries to {os.path.relpath(path, ROOT)}")


if __name__ == "__main__":
    main()
