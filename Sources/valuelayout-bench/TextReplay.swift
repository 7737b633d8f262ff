import Foundation
import ValueLayout
import ValueLayoutTesting

/// The text measurements one pass of a layout makes, recorded once and made again on their own:
/// the part of a W1 pass that the library and the hand-written code both spend measuring text.
///
/// The arguments are read as the library's labels read theirs, from constant properties of an
/// object, so that the replay adds no reference counting of its own to the measurer's work.
final class TextReplay {
    /// One recorded measurement's arguments.
    private final class Call {
        let text: String
        let font: Font
        let lineHeight: CGFloat?
        let numberOfLines: Int
        let maxWidth: CGFloat

        init(_ call: CountingTextMeasurer.Call) {
            text = call.text
            font = call.font
            lineHeight = call.lineHeight
            numberOfLines = call.numberOfLines
            maxWidth = call.maxWidth
        }
    }

    private let calls: [Call]
    /// The same objects, unretained (``calls`` keeps them alive): reading one costs no reference
    /// counting.
    private let unretainedCalls: [Unmanaged<Call>]

    /// Records the text measurements of one pass of `layout` at `width`.
    init(recording layout: some Layout, width: CGFloat) {
        let recorder = CountingTextMeasurer()
        _ = layout.arrangement(width: width, context: LayoutContext(textMeasurer: recorder))
        calls = recorder.sizeCalls.map(Call.init)
        unretainedCalls = calls.map { Unmanaged.passUnretained($0) }
    }

    /// The number of measurements.
    var count: Int { calls.count }

    /// Makes the recorded measurements with `measurer`; returns the sum of the heights (for the
    /// benchmark to keep).
    @inline(never)
    func measure(with measurer: FixedAdvanceTextMeasurer) -> Double {
        var sum = 0.0
        for call in unretainedCalls {
            sum += call._withUnsafeGuaranteedRef { call in
                measurer.size(
                    of: call.text, font: call.font, lineHeight: call.lineHeight,
                    numberOfLines: call.numberOfLines, maxWidth: call.maxWidth
                ).height
            }
        }
        return sum
    }
}
