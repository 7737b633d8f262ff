import Foundation

// A record's JSON form (see ``LayoutTrace/jsonData()`` for the schema): the kind, the pass, the
// path, the constraint and the result that apply to its kind (a key that does not apply is
// absent), the times and the depth. A size is `{"width": w, "height": h}`, a side without limit
// (`.infinity`) being `null`; a rectangle is `{"x": x, "y": y, "width": w, "height": h}`.

extension LayoutTraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, pass, path, isProbe, maxSize, measuredSize, offeredRect, frame, startNanoseconds,
            durationNanoseconds, selfNanoseconds, depth
    }

    private enum SizeKeys: String, CodingKey { case width, height }
    private enum RectKeys: String, CodingKey { case x, y, width, height }

    /// Reads a record written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            pass: try container.decode(Int.self, forKey: .pass),
            path: try container.decode(LayoutPath.self, forKey: .path),
            isProbe: try container.decodeIfPresent(Bool.self, forKey: .isProbe) ?? false,
            maxSize: try Self.decodeSize(container, .maxSize),
            measuredSize: try Self.decodeSize(container, .measuredSize),
            offeredRect: try Self.decodeRect(container, .offeredRect),
            frame: try Self.decodeRect(container, .frame),
            startNanoseconds: try container.decode(UInt64.self, forKey: .startNanoseconds),
            durationNanoseconds: try container.decode(UInt64.self, forKey: .durationNanoseconds),
            selfNanoseconds: try container.decode(UInt64.self, forKey: .selfNanoseconds),
            depth: try container.decode(Int.self, forKey: .depth))
    }

    /// Writes the record's fields; those that do not apply to its kind are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(pass, forKey: .pass)
        try container.encode(path, forKey: .path)
        if isProbe { try container.encode(true, forKey: .isProbe) }
        try Self.encode(maxSize, &container, .maxSize)
        try Self.encode(measuredSize, &container, .measuredSize)
        try Self.encode(offeredRect, &container, .offeredRect)
        try Self.encode(frame, &container, .frame)
        try container.encode(startNanoseconds, forKey: .startNanoseconds)
        try container.encode(durationNanoseconds, forKey: .durationNanoseconds)
        try container.encode(selfNanoseconds, forKey: .selfNanoseconds)
        try container.encode(depth, forKey: .depth)
    }

    private static func encode(
        _ size: CGSize?, _ container: inout KeyedEncodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws {
        guard let size else { return }
        var nested = container.nestedContainer(keyedBy: SizeKeys.self, forKey: key)
        for (side, value) in [(SizeKeys.width, size.width), (.height, size.height)] {
            if value.isFinite {
                try nested.encode(Double(value), forKey: side)
            } else {
                try nested.encodeNil(forKey: side)
            }
        }
    }

    private static func encode(
        _ rect: CGRect?, _ container: inout KeyedEncodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws {
        guard let rect else { return }
        var nested = container.nestedContainer(keyedBy: RectKeys.self, forKey: key)
        try nested.encode(Double(rect.origin.x), forKey: .x)
        try nested.encode(Double(rect.origin.y), forKey: .y)
        try nested.encode(Double(rect.width), forKey: .width)
        try nested.encode(Double(rect.height), forKey: .height)
    }

    private static func decodeSize(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> CGSize?
    {
        guard container.contains(key) else { return nil }
        let nested = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: key)
        let width = try nested.decodeIfPresent(Double.self, forKey: .width) ?? .infinity
        let height = try nested.decodeIfPresent(Double.self, forKey: .height) ?? .infinity
        return CGSize(width: width, height: height)
    }

    private static func decodeRect(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> CGRect?
    {
        guard container.contains(key) else { return nil }
        let nested = try container.nestedContainer(keyedBy: RectKeys.self, forKey: key)
        return CGRect(
            x: try nested.decode(Double.self, forKey: .x), y: try nested.decode(Double.self, forKey: .y),
            width: try nested.decode(Double.self, forKey: .width),
            height: try nested.decode(Double.self, forKey: .height))
    }
}
