import Foundation
import ValueLayout

extension FontTextMeasurer {
    /// Where a line's baseline lies, as CSS puts it: the face's ascent and descent centred in the
    /// line (half the leading above and half below), so the baseline is that half leading plus
    /// the ascender below the line's top. Without a face for `font`, four fifths down the line.
    public func baselineOffset(font: Font, lineHeight: CGFloat) -> CGFloat {
        guard let face = catalog.face(for: font) else { return lineHeight * 0.8 }
        let ascent = face.ascender(size: font.size)
        let content = ascent - face.descender(size: font.size)
        return (lineHeight - content) / 2 + ascent
    }
}
