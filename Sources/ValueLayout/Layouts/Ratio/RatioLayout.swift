import Foundation

/// One sublayout at a fixed ratio of height to width: the largest size of that ratio the maximum
/// allows.
///
/// **Measuring.** Within a maximum size, the candidates are (maxWidth, maxWidth × ``ratio``) when
/// the maximum width is finite and (maxHeight ÷ ``ratio``, maxHeight) when the maximum height is
/// finite, each clamped to the maximum (and to 10¹² points, the largest length the library keeps).
/// The measured size is the candidate that misses the ratio by the fewest points of height,
/// |height − ``ratio`` × width|; the first candidate wins a tie. One candidate always has the
/// ratio when both exist, so this is the candidate whose height ÷ width is closest to ``ratio``,
/// and a zero-width candidate counts by its height (so a maximum of zero on either axis gives
/// 0 × 0). With no finite maximum, the sublayout is measured within the unlimited maximum and its
/// size is the layout's. Otherwise the sublayout is measured within the chosen size.
///
/// **Arranging.** The measured size is aligned within the offered rectangle (default `.center`,
/// so the layout keeps its ratio when offered more room), and the sublayout is arranged in the
/// layout's bounds, where its own alignment places it.
///
/// **Defaults.** Alignment `.center`; flexibility inherited from the sublayout.
///
/// **Bad input.** A ratio that is NaN, infinite, zero or negative is treated as 1 and reported by
/// ``LayoutArrangement/diagnostics``.
///
/// - Complexity: O(1) besides the sublayout, in both passes.
public struct RatioLayout: _BuiltInLayout {
    /// A ratio layout's ratio and algorithm.
    struct Algorithm: LayoutAlgorithm {
        /// Height ÷ width: finite and positive.
        var ratio: CGFloat

        static func layout(of node: BuiltInNode<Algorithm>) -> RatioLayout { RatioLayout(node: node) }

        /// This kind's node: the engine's node, with passes compiled for this kind.
        final class Node: BuiltInNode<Algorithm>, @unchecked Sendable {
            override func measure(in pass: LayoutPass, context: LayoutContext, offer: MeasurementOffer) -> Int32 {
                measureNode(in: pass, context: context, offer: offer)
            }

            override func arrange(
                in pass: LayoutPass, context: LayoutContext, measurement: Int32, within rect: CGRect
            ) -> Int32 {
                arrangeNode(in: pass, context: context, measurement: measurement, within: rect)
            }
        }

        @inline(__always)
        func measure(within maxSize: CGSize, context: LayoutContext, children: inout MeasuringChildren) -> CGSize {
            guard let chosen = chosenSize(within: maxSize) else {
                return children.measure(0, within: maxSize)
            }
            children.measure(0, within: chosen)
            return chosen
        }

        /// The size of this ratio chosen within `maxSize` (cleaned), or `nil` when neither side of
        /// `maxSize` is finite.
        func chosenSize(within maxSize: CGSize) -> CGSize? {
            // Capped at the largest length, so that an extreme ratio within one unlimited side
            // still gives a finite size.
            let limit = CGSize(
                width: min(maxSize.width, LayoutLimits.maximumLength),
                height: min(maxSize.height, LayoutLimits.maximumLength))
            var chosen: CGSize?
            var chosenMiss = CGFloat.infinity
            func consider(width: CGFloat, height: CGFloat) {
                let candidate = CGSize(width: min(width, limit.width), height: min(height, limit.height))
                let miss = abs(candidate.height - ratio * candidate.width)
                // `<` keeps the first candidate on a tie; the first candidate always counts.
                if chosen == nil || miss < chosenMiss {
                    chosen = candidate
                    chosenMiss = miss
                }
            }
            if maxSize.width.isFinite { consider(width: maxSize.width, height: maxSize.width * ratio) }
            if maxSize.height.isFinite { consider(width: maxSize.height / ratio, height: maxSize.height) }
            return chosen
        }
    }

    let node: BuiltInNode<Algorithm>

    init(node: BuiltInNode<Algorithm>) {
        self.node = node
    }

    /// Keeps `sublayout` at `ratio` (height ÷ width) within the maximum it is measured within.
    ///
    /// - Parameters:
    ///   - ratio: Height ÷ width, such as 0.5 for a box twice as wide as tall; a ratio that is NaN,
    ///     infinite, zero or negative is treated as 1.
    ///   - alignment: Placement within the offered rectangle; `.center` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: The layout kept at the ratio, measured within the chosen size.
    public init(
        ratio: CGFloat, alignment: Alignment = .center, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, sublayout: any Layout
    ) {
        var cleaning = InputCleaning()
        let cleanedRatio = cleaning.positiveFactor(ratio, "ratio", fallback: 1)
        let child = SublayoutNodes(only: sublayout)
        node = Algorithm.makeNode(
            Algorithm(ratio: cleanedRatio), alignment: alignment, flexibility: flexibility ?? child.firstFlexibility,
            viewReuseId: viewReuseId, view: view, cleanedInputs: cleaning.cleaned, children: child)
    }

    /// Height ÷ width, after cleaning: finite and positive.
    public var ratio: CGFloat { node.properties.ratio }
    /// Placement within the offered rectangle.
    public var alignment: Alignment { node.alignment }
    /// The layout kept at the ratio.
    public var sublayout: any Layout { node.sublayouts[0] }
    /// The engine's record of this layout.
    public var _layoutNode: _LayoutNode { node }
}

// MARK: - Built with a result builder

extension RatioLayout {
    /// Keeps the layout `sublayout` builds at `ratio` (height ÷ width): the same value as the
    /// initialiser that takes it as a value.
    ///
    /// - Parameters:
    ///   - ratio: Height ÷ width; a ratio that is NaN, infinite, zero or negative is treated as 1.
    ///   - alignment: Placement within the offered rectangle; `.center` by default.
    ///   - flexibility: Willingness to be compressed or stretched; the sublayout's by default.
    ///   - viewReuseId: Identifies this node across arrangements.
    ///   - view: The view this layout becomes, or `nil` for none.
    ///   - sublayout: Builds the layout kept at the ratio: one layout, or several that a vertical
    ///     stack holds (see ``LayoutBuilder``).
    public init(
        ratio: CGFloat, alignment: Alignment = .center, flexibility: Flexibility? = nil,
        viewReuseId: String? = nil, view: ViewDescription? = nil, @LayoutBuilder sublayout: () -> any Layout
    ) {
        self.init(
            ratio: ratio, alignment: alignment, flexibility: flexibility, viewReuseId: viewReuseId, view: view,
            sublayout: sublayout())
    }
}
