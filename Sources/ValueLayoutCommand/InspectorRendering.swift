import Foundation
import ValueLayout

/// The inspector page of a document (``InspectorPage``): measured and arranged in its context.
enum InspectorRendering {
    static func page(of loaded: LoadedDocument, title: String) -> String {
        InspectorPage(
            layout: loaded.document.layout, width: loaded.document.context.width,
            height: loaded.document.context.height, context: loaded.layoutContext, title: title
        ).render()
    }
}
