import Foundation
import ValueLayout
import ValueLayoutTesting

// Helpers for the view realisation and animation tests. Expected frames in those tests are always
// written out by hand.

/// A size layout of exactly `width` × `height` points that becomes a `ReferenceView` configured
/// with content `content` (defaulting to the reuse identifier).
func viewBox(
    _ width: CGFloat, _ height: CGFloat, _ id: String?, alignment: Alignment? = nil, content: String? = nil,
    sublayout: (any Layout)? = nil
) -> SizeLayout {
    SizeLayout(
        width: width, height: height, alignment: alignment, viewReuseId: id,
        view: ReferenceView.describe(content ?? id), sublayout: sublayout)
}

/// A fresh host of `width` × `height` points named "host".
@MainActor
func makeHost(_ width: CGFloat = 250, _ height: CGFloat = 250) -> ReferenceView {
    ReferenceView(frame: CGRect(x: 0, y: 0, width: width, height: height), name: "host")
}

extension LayoutView {
    /// The descendant with reuse identifier `id` as a reference view (nil if missing).
    @MainActor
    func reference(_ id: String) -> ReferenceView? {
        descendant(withReuseId: id) as? ReferenceView
    }
}

/// Runs `body` with `ViewDiagnostic.handler` collecting diagnostics, then restores the handler.
@MainActor
func collectingDiagnostics(_ body: () -> Void) -> [ViewDiagnostic] {
    var collected: [ViewDiagnostic] = []
    let saved = ViewDiagnostic.handler
    ViewDiagnostic.handler = { collected.append($0) }
    body()
    ViewDiagnostic.handler = saved
    return collected
}
