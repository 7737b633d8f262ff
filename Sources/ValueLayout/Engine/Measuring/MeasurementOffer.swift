import Foundation

/// What a layout node is measured within: the one input of a measurement, handed down with it
/// from the parent (or the entry point) to the node. Nothing about how a node is offered its room
/// lives in the pass.
///
/// The most the node may take (`maxSize`), what the height means to it (``OfferedHeight``: the
/// most it may take, or its height, definite or not), and whether it is recorded at exactly
/// `maxSize` whatever it measures (a flex item's layout framed at the item's border box). An
/// offer at exactly a size offers its height as a height, never as a maximum.
struct MeasurementOffer {
    /// The largest size the node may take, cleaned (no NaN, nothing negative); a side may be
    /// infinite.
    var maxSize: CGSize
    /// What `maxSize.height` means to the node.
    var height: OfferedHeight
    /// Whether the node is recorded at exactly `maxSize`, whatever it measures.
    var isExactSize: Bool

    /// An offer of at most `maxSize` (LayoutKit's rule for every measurement).
    @inline(__always)
    static func within(_ maxSize: CGSize) -> MeasurementOffer {
        MeasurementOffer(maxSize: maxSize, height: .maximum, isExactSize: false)
    }

    /// An offer of `maxSize` whose height is the node's height, definite or not.
    @inline(__always)
    static func atHeight(_ maxSize: CGSize, isDefinite: Bool) -> MeasurementOffer {
        MeasurementOffer(maxSize: maxSize, height: isDefinite ? .definite : .used, isExactSize: false)
    }

    /// An offer of exactly `size`, whose height is definite or not.
    @inline(__always)
    static func exactly(_ size: CGSize, heightIsDefinite: Bool) -> MeasurementOffer {
        MeasurementOffer(maxSize: size, height: heightIsDefinite ? .definite : .used, isExactSize: true)
    }

    /// The question a measurement on this offer answers, for a node whose measurement depends on
    /// how its height is offered (see ``PassQuestion``).
    @inline(__always)
    var question: PassQuestion {
        switch height {
        case .maximum: .withinMaximum
        case .used: isExactSize ? .exactlyAtUsedHeight : .atUsedHeight
        case .definite: isExactSize ? .exactly : .atDefiniteHeight
        }
    }

    /// The offer within `maxSize` whose measurement answers `question` (the inverse of
    /// ``question``); within the maximum for a question no offer asks.
    init(maxSize: CGSize, answering question: PassQuestion) {
        switch question {
        case .atUsedHeight: self = .atHeight(maxSize, isDefinite: false)
        case .atDefiniteHeight: self = .atHeight(maxSize, isDefinite: true)
        case .exactlyAtUsedHeight: self = .exactly(maxSize, heightIsDefinite: false)
        case .exactly: self = .exactly(maxSize, heightIsDefinite: true)
        case .withinMaximum, .minimumContentWidth, .maxContentWidth, .maxContentWidthAtDefiniteHeight:
            self = .within(maxSize)
        }
    }

    /// Whether the memberwise initialiser's values are an offer (checked in debug builds).
    private init(maxSize: CGSize, height: OfferedHeight, isExactSize: Bool) {
        assert(!isExactSize || height != .maximum, "an offer at exactly a size with a maximum height")
        self.maxSize = maxSize
        self.height = height
        self.isExactSize = isExactSize
    }
}
