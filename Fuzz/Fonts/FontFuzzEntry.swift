// The libFuzzer target of the font reader: reads each input as a font file with `FontFace`, and
// when it reads, measures a few texts and asks for every metric. A crash, an out-of-bounds read
// (AddressSanitizer), a hang or a huge allocation is a failure; a thrown `FontFaceError` is not.
//
// Built and run by `scripts/fuzz-fonts.sh` (not part of the Swift package: it needs `-sanitize=fuzzer`).

import Foundation
import ValueLayout
import ValueLayoutFonts

/// Texts that reach the cmap (ASCII, Latin-1, astral), ligatures, kerning, marks and other scripts.
let fuzzTexts = [
    "office AVATAR To", "caf\u{E9} e\u{301}\u{302} \u{AD}", "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{644}\u{627}",
    "\u{915}\u{94D}\u{937} \u{4E2D}\u{6587} \u{1F600}\u{10FFFF}",
]

/// libFuzzer's entry point: one input, read as a font.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    guard let face = try? FontFace(data: bytes) else { return 0 }
    var total: CGFloat = 0
    for text in fuzzTexts { total += face.advance(of: text, size: 17) }
    total +=
        face.ascender(size: 17) + face.descender(size: 17) + face.lineGap(size: 17) + face.defaultLineHeight(size: 17)
    if total.isNaN { fatalError("a NaN metric") }
    _ = (face.familyName.count, face.styleName.count, face.weight, face.isBold, face.isItalic, face.unitsPerEm)
    return 0
}
