/// The layout kinds the harness knows: the only place that names them all.
///
/// The tree generator (property tests and fuzz target alike) picks among these, the shrinker and
/// the property tests' coverage check go through them. To add a kind, write its registration in
/// `Sources/ValueLayoutHarness/Registrations/` and add one line here.
public enum LayoutKinds {
    /// Every registered kind. The first one that has a ``LayoutKindRegistration/plainLeaf`` gives
    /// the leaf the shrinker uses; a fuzz input of zeros makes a leaf of the first leaf kind.
    public static let all: [any LayoutKindRegistration.Type] = [
        SizeLayoutRegistration.self,
        InsetLayoutRegistration.self,
        StackLayoutRegistration.self,
        OverlayLayoutRegistration.self,
        LabelLayoutRegistration.self,
        CenterLayoutRegistration.self,
        RatioLayoutRegistration.self,
        FlexLayoutRegistration.self,
        ScrollLayoutRegistration.self,
        FirstFitLayoutRegistration.self,
        RelativeLayoutRegistration.self,
        AbsoluteLayoutRegistration.self,
        CornerLayoutRegistration.self,
        ButtonLayoutRegistration.self,
        TextViewLayoutRegistration.self,
    ]

    /// The kinds that can be leaves.
    public static let leaves = all.filter { $0.childCounts.lowerBound == 0 }

    /// The kinds that can have exactly one child, which chains nest.
    public static let wrappers = all.filter { $0.childCounts.contains(1) }

    /// The leaf the shrinker replaces subtrees with: the first registered plain leaf.
    public static let plainLeaf: LayoutSpec? = all.lazy.compactMap { $0.plainLeafSpec }.first
}

extension LayoutKindRegistration {
    /// ``plainLeaf`` as a node.
    static var plainLeafSpec: LayoutSpec? { plainLeaf.map { LayoutSpec($0) } }
}
