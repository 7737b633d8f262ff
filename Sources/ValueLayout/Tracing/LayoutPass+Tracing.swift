import Foundation

// The routes a traced pass takes. A pass without a trace never reaches them per child: it enters
// them only where it already leaves its inline route (see ``LayoutPass/outOfLineLimit``), and
// once per pass for the root.

extension LayoutPass {
    /// Measures `root` on `offer` (its maximum already cleaned) at the top of the pass, recorded if
    /// the pass is traced, and returns its measurement's index.
    @inline(__always)
    func measureRoot(_ root: LayoutNode, offer: MeasurementOffer, context: LayoutContext) -> Int32 {
        if let recorder {
            return recordedMeasurement(
                of: Unretained(root), parent: nil, index: nil, offer: offer, recorder: recorder
            ) {
                root.measure(in: self, context: context, offer: offer)
            }
        }
        return root.measure(in: self, context: context, offer: offer)
    }

    /// Arranges `root`'s measurement at `measurement` within `rect` (already cleaned) at the top
    /// of the pass, recorded if the pass is traced, and returns its arrangement's index.
    @inline(__always)
    func arrangeRoot(_ root: LayoutNode, measurement: Int32, within rect: CGRect, context: LayoutContext) -> Int32 {
        if let recorder {
            recorder.beginArrangement(of: measurement, in: measurements, within: rect)
            let index = root.arrange(in: self, context: context, measurement: measurement, within: rect)
            recorder.endArrangement(frame: arrangements.payload(index))
            return index
        }
        return root.arrange(in: self, context: context, measurement: measurement, within: rect)
    }

    /// Runs `measure` (which measures `node` on `offer` and returns its measurement's index)
    /// between the recorder's notes of its start and its end. `parent` and `index` name the node
    /// by its place when the caller knows them (a child measured by its parent), `nil` when the
    /// recorder is to find it (the root, a probe).
    func recordedMeasurement(
        of node: Unretained<LayoutNode>, parent: LayoutNode?, index: Int?, offer: MeasurementOffer,
        recorder: LayoutTraceRecorder, _ measure: () -> Int32
    ) -> Int32 {
        node.with {
            recorder.beginMeasurement(
                of: $0, parent: parent, index: index, within: offer.maxSize, isProbe: offer.sizeOnly)
        }
        let measurement = measure()
        recorder.endMeasurement(
            measurement: measurement, size: measurements.payload(measurement).size, isKept: !offer.sizeOnly)
        return measurement
    }
}
