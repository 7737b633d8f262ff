import Foundation

// Modifiers: the wrappers written most often, as methods that read in the order of the layout
// they wrap. Each returns the same value as the initialiser it names, so a tree written with
// modifiers equals the one written with initialisers.

extension Layout {
    /// This layout inset by `length` points on every edge: the same value as
    /// `InsetLayout(inset: length, sublayout: self)`.
    ///
    /// - Parameter length: The distance from every edge to this layout, in points; bad numbers
    ///   are cleaned as ``InsetLayout`` cleans them.
    /// - Returns: An ``InsetLayout`` around this layout, with its other arguments at their
    ///   defaults (its flexibility is this layout's).
    public func padding(_ length: CGFloat) -> InsetLayout {
        InsetLayout(inset: length, sublayout: self)
    }

    /// This layout inset by `insets`: the same value as `InsetLayout(insets: insets, sublayout: self)`.
    ///
    /// - Parameter insets: The distance from each edge to this layout, in points.
    /// - Returns: An ``InsetLayout`` around this layout, with its other arguments at their
    ///   defaults (its flexibility is this layout's).
    public func padding(_ insets: EdgeInsets) -> InsetLayout {
        InsetLayout(insets: insets, sublayout: self)
    }

    /// This layout in a frame of exactly `width` and `height` points, on the axes given: the same
    /// value as `SizeLayout(width: width, height: height, sublayout: self)` when both are given,
    /// `SizeLayout(width: width, sublayout: self)` or `SizeLayout(height: height, sublayout: self)`
    /// when one is, and `SizeLayout(sublayout: self)` when neither is.
    ///
    /// On an axis given no length, the frame takes this layout's measured length. The frame's
    /// alignment and flexibility are ``SizeLayout``'s defaults for the lengths given: centred
    /// and inflexible on an exact axis.
    ///
    /// - Parameters:
    ///   - width: The frame's width, in points, or `nil` for this layout's.
    ///   - height: The frame's height, in points, or `nil` for this layout's.
    /// - Returns: A ``SizeLayout`` around this layout.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> SizeLayout {
        switch (width, height) {
        case (let width?, let height?): SizeLayout(width: width, height: height, sublayout: self)
        case (let width?, nil): SizeLayout(width: width, sublayout: self)
        case (nil, let height?): SizeLayout(height: height, sublayout: self)
        case (nil, nil): SizeLayout(sublayout: self)
        }
    }
}
