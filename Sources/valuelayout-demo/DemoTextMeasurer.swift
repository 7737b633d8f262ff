import Foundation
import ValueLayout
import ValueLayoutFonts

/// The text measurer the demo lays out and draws with: ``FontTextMeasurer`` with the fonts the
/// library bundles (DejaVu Sans, ``FontCatalog/bundled``), so that the demo draws the same frames
/// on every machine.
struct DemoTextMeasurer {
    let measurer: any TextMeasurer
    /// What the demo prints about the measurer.
    let description: String

    static let shared = DemoTextMeasurer()

    private init() {
        let catalog = FontCatalog.bundled
        measurer = FontTextMeasurer(catalog: catalog)
        description =
            "FontTextMeasurer with the bundled DejaVu Sans ("
            + FontCatalog.bundledFontURLs.map(\.lastPathComponent).joined(separator: ", ") + ")"
    }
}
