#!/usr/bin/env python3
"""Writes Tests/ValueLayoutTests/Fonts/harfbuzz-advances.json: the widths HarfBuzz gives for
texts in the fonts the library bundles (Sources/ValueLayoutFonts/Resources), which
FontFaceHarfBuzzTests compares FontFace's widths with.

HarfBuzz is used here only, to make the fixtures; the library does not depend on it. Install its
Python binding, then run the script from anywhere:

    pip install uharfbuzz
    python3 scripts/generate-harfbuzz-fixtures.py

Each text is shaped with HarfBuzz's default features, direction and script guessed from the text
(hb_buffer_guess_segment_properties), at a scale of unitsPerEm (so positions are font units).
Each entry records the font file, the size in points, the text, its category, the advance in
points (sum of x advances × size / unitsPerEm) and the advance of each cluster in font units.
"""
import json
import os
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


def shape(font, upem, text, size):
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf)
    clusters = {}
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        clusters[info.cluster] = clusters.get(info.cluster, 0) + pos.x_advance
    total = sum(pos.x_advance for pos in buf.glyph_positions)
    return total * size / upem, [clusters[key] for key in sorted(clusters)]


def main():
    entries = []
    for file in FONT_FILES:
        blob = hb.Blob.from_file_path(os.path.join(FONTS, file))
        face = hb.Face(blob)
        font = hb.Font(face)
        upem = face.upem
        font.scale = (upem, upem)
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


if __name__ == "__main__":
    main()
