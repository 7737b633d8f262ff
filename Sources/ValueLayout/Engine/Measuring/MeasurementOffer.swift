import Foundation

/// What a layout node is measured within, and what for: the one input of a measurement, handed
/// down with it from the parent (or the entry point) to the node. Nothing about how a node is
/// offered its room, or why, lives in the pass.
///
/// The most the node may take (`maxSize`), what the height means to it (``OfferedHeight``: the
/// most it may take, or its height, definite or not), whether it is recorded at exactly
/// `maxSize` whatever it measures (a flex item's layout framed at the item's border box), and
/// whether the caller wants its size only (a probe, which nothing is placed from) or a
/// measurement it will arrange. An offer at exactly a size offers its height as a height, never
/// as a maximum. A node measured for its size only measures its children for their sizes only.
struct MeasurementOffer {
    /// The largest size the node may take, cleaned (no NaN, nothing negative); a side may be
    /// infinite.
    var maxSize: CGSize
    /// How the node is offered `maxSize`, in one byte (so that an offer travels in three
    /// registers): the height's meaning in the low two bits, then whether the size is exact, then
    /// whether the size is all the caller wants.
    private let mode: UInt8

    private static let exactBit: UInt8 = 1 << 2
    private static let sizeOnlyBit: UInt8 = 1 << 3

    /// What `maxSize.height` means to the node.
    @inline(__always)
    var height: OfferedHeight {
        switch mode & 3 {
        case 0: .maximum
        case 1: .used
        default: .definite
        }
    }

    /// Whether the node is recorded at exactly `maxSize`, whatever it measures.
    @inline(__always)
    var isExactSize: Bool { mode & Self.exactBit != 0 }

    /// Whether the caller wants the node's size only: nothing will be placed from this
    /// measurement, so a kind may skip what only placing needs (see
    /// ``MeasuringChildren/measuresSizeOnly``), and the pass keeps the measurement for a later
    /// question that asks the same.
    @inline(__always)
    var sizeOnly: Bool { mode & Self.sizeOnlyBit != 0 }

    /// What a probe offers (``LayoutPass/probe(_:offer:context:)``): `maxSize` as a maximum, or
    /// with `definiteHeight` a finite height as the node's definite height; for the size only.
    @inline(__always)
    static func probe(within maxSize: CGSize, definiteHeight: Bool) -> MeasurementOffer {
        definiteHeight ? .atHeight(maxSize, isDefinite: true, sizeOnly: true) : .within(maxSize, sizeOnly: true)
    }

    /// An offer of at most `maxSize` (LayoutKit's rule for every measurement).
    @inline(__always)
    static func within(_ maxSize: CGSize, sizeOnly: Bool = false) -> MeasurementOffer {
        MeasurementOffer(maxSize: maxSize, height: .maximum, isExactSize: false, sizeOnly: sizeOnly)
    }

    /// An offer of `maxSize` whose height is the node's height, definite or not.
    @inline(__always)
    static func atHeight(_ maxSize: CGSize, isDefinite: Bool, sizeOnly: Bool = false) -> MeasurementOffer {
        MeasurementOffer(
            maxSize: maxSize, height: isDefinite ? .definite : .used, isExactSize: false, sizeOnly: sizeOnly)
    }

    /// An offer of exactly `size`, whose height is definite or not.
    @inline(__always)
    static func exactly(_ size: CGSize, heightIsDefinite: Bool, sizeOnly: Bool = false) -> MeasurementOffer {
        MeasurementOffer(
            maxSize: size, height: heightIsDefinite ? .definite : .used, isExactSize: true, sizeOnly: sizeOnly)
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
    /// ``question``), for a measurement that will be arranged; within the maximum for a question
    /// no offer asks.
    init(maxSize: CGSize, answering question: PassQuestion) {
        switch question {
        case .atUsedHeight: self = .atHeight(maxSize, isDefinite: false)
        case .atDefiniteHeight: self = .atHeight(maxSize, isDefinite: true)
        case .exactlyAtUsedHeight: self = .exactly(maxSize, heightIsDefinite: false)
        case .exactly: self = .exactly(maxSize, heightIsDefinite: true)
        case .withinMaximum, .minimumContentWidth, .maxContentWidth, .maxContentWidthAtDefiniteHeight:
            self = .within(maxSize)
        case .kindCache: preconditionFailure("a kind's cache answers no measurement")
        }
    }

    /// The offer of these parts (an exact size with a maximum height is not one: checked in debug
    /// builds).
    @inline(__always)
    private init(maxSize: CGSize, height: OfferedHeight, isExactSize: Bool, sizeOnly: Bool) {
        assert(!isExactSize || height != .maximum, "an offer at exactly a size with a maximum height")
        self.maxSize = maxSize
        let heightBits: UInt8 =
            switch height {
            case .maximum: 0
            case .used: 1
            case .definite: 2
            }
        mode = heightBits | (isExactSize ? Self.exactBit : 0) | (sizeOnly ? Self.sizeOnlyBit : 0)
    }
}
