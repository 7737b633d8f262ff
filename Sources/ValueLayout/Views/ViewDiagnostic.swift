import Foundation

/// Something about an arrangement that realisation or animation planning handled in a documented
/// but probably unintended way. Diagnostics are never silent: they are returned
/// (``MadeViews/diagnostics``, ``AnimationPlan/diagnostics``,
/// ``PreparedAnimation/diagnostics``) and, on the main actor, passed to ``handler``.
public enum ViewDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// `count` layouts that have views share the reuse identifier (`count` ≥ 2).
    ///
    /// The first of them in pre-order (parents before children, children in source order) keeps
    /// the identifier; each later one is realised as if it had none, so it is recycled by position
    /// (see `docs/views-and-animation.md`) and its view's ``LayoutViewRecord/reuseId`` is `nil`.
    case duplicateReuseId(String, count: Int)

    /// A readable sentence describing the diagnostic.
    public var description: String {
        switch self {
        case .duplicateReuseId(let id, let count):
            return "ValueLayout: \(count) layouts with views share the reuse id \(id.debugDescription); "
                + "only the first keeps it, the others are recycled by position"
        }
    }

    /// Called on the main actor with every diagnostic of ``LayoutArrangement/makeViews(in:direction:)``
    /// and ``AnimationPlan/prepare(in:)``, in addition to returning them.
    ///
    /// The default prints the diagnostic to standard error in debug builds and does nothing in
    /// release builds. Set it to `nil` to silence it, or to your own closure (for example one that
    /// calls `assertionFailure`) to make duplicates fail loudly during development.
    @MainActor public static var handler: (@MainActor (ViewDiagnostic) -> Void)? = defaultHandler

    /// The default ``handler``: prints in debug builds, does nothing in release builds.
    @MainActor public static let defaultHandler: @MainActor (ViewDiagnostic) -> Void = { diagnostic in
        #if DEBUG
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        #endif
    }

    /// Passes each of `diagnostics` to ``handler``.
    @MainActor static func report(_ diagnostics: [ViewDiagnostic]) {
        guard let handler else { return }
        for diagnostic in diagnostics { handler(diagnostic) }
    }
}
