import Foundation

/// What the SVG and HTML renderers need of a real font face to draw text in it: the names, weight
/// and style a browser matches, the file to embed, and the vertical metrics that place a line's
/// baseline.
///
/// The core module reads no font files: a measurer of another module of this package that measures
/// with real faces describes them with this value (through ``RenderingFaceProvider``).
package struct RenderingFace: Sendable {
    /// The family name, such as `DejaVu Sans`.
    package var familyName: String
    /// The style name, such as `Bold Oblique`.
    package var styleName: String
    /// The CSS weight, 100 to 900.
    package var weight: Int
    /// Whether the face is italic or oblique.
    package var isItalic: Bool
    /// The file the face was read from, or `nil` for a face read from data.
    package var fileURL: URL?
    /// The font units in one em.
    package var unitsPerEm: Int
    /// The ascender, in font units (positive above the baseline).
    package var ascenderUnits: Int
    /// The descender, in font units (negative below the baseline).
    package var descenderUnits: Int

    /// Creates the description of a face.
    package init(
        familyName: String, styleName: String, weight: Int, isItalic: Bool, fileURL: URL?,
        unitsPerEm: Int, ascenderUnits: Int, descenderUnits: Int
    ) {
        self.familyName = familyName
        self.styleName = styleName
        self.weight = weight
        self.isItalic = isItalic
        self.fileURL = fileURL
        self.unitsPerEm = unitsPerEm
        self.ascenderUnits = ascenderUnits
        self.descenderUnits = descenderUnits
    }

    /// The distance from the baseline up to the top of a line at `size` points (positive).
    package func ascender(size: CGFloat) -> CGFloat {
        CGFloat(ascenderUnits) * size / CGFloat(unitsPerEm)
    }

    /// The distance from the baseline to the bottom of a line at `size` points (negative).
    package func descender(size: CGFloat) -> CGFloat {
        CGFloat(descenderUnits) * size / CGFloat(unitsPerEm)
    }
}

/// A text measurer that measures with real font faces, which the renderers then draw the text in.
package protocol RenderingFaceProvider: TextMeasurer {
    /// The face this measurer measures `font` with, or `nil` when it has none for it.
    func renderingFace(for font: Font) -> RenderingFace?
}
