// Every public API of ValueLayout takes and returns CGFloat, CGSize, CGPoint and CGRect. On
// Linux they are Foundation's, so a file that writes only `import ValueLayout` could not name
// them; re-exporting these four types (and not the rest of Foundation) lets it. On Apple
// platforms they are CoreGraphics's.
#if canImport(CoreGraphics)
    @_exported import CoreGraphics
#else
    @_exported import struct Foundation.CGFloat
    @_exported import struct Foundation.CGPoint
    @_exported import struct Foundation.CGRect
    @_exported import struct Foundation.CGSize
#endif
