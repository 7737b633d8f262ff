import Foundation
import ValueLayout

/// The inspector page of a document.
enum InspectorRendering {
    static func page(of loaded: LoadedDocument, title: String) -> String {
        let svg = SVGRenderer(textMeasurer: loaded.textMeasurer, scale: loaded.document.context.scale)
            .render(loaded.arrangement())
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(title)</title></head><body>\n"
            + svg + "\n</body></html>\n"
    }
}
