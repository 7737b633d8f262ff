// A shim of Apple's CoreText, for scripts/check-apple-adapters.sh only: it lets
// Sources/ValueLayout/Platform/CoreTextMeasurer.swift be type-checked on Linux. It declares, with
// the signatures the Apple SDKs import into Swift, only what that file uses; nothing here runs.
// Never part of the package's build.
//
// Core Foundation types are toll-free bridged on Apple platforms (`CFString` with `NSString` and
// `String`, `CFDictionary` with `NSDictionary`, `CFAttributedString` with `NSAttributedString`):
// here they are aliases of the Foundation classes, so the same `as` casts type-check. The aliases
// also accept a Foundation object where the SDK demands the cast (`as CFDictionary`), which the
// check therefore cannot catch. Unlike UIKit and AppKit, Core Text does not re-export Foundation,
// and neither does this shim.
import Foundation

/// `CFIndex`: a signed index or count into a Core Foundation object (UTF-16 units for strings).
public typealias CFIndex = Int
/// `CFString`, toll-free bridged with `NSString` and `String`.
public typealias CFString = NSString
/// `CFDictionary`, toll-free bridged with `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// `CFAttributedString`, toll-free bridged with `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString

/// `CGAffineTransform` (Core Graphics, which Core Text re-exports); only its name is used.
public struct CGAffineTransform {}

/// `CFRange`: a range of UTF-16 units.
public struct CFRange {
    /// The first index.
    public var location: CFIndex
    /// The number of units.
    public var length: CFIndex
    /// A range of `length` units from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// `CTFont`: an immutable font at a size.
public final class CTFont {}
/// `CTFontDescriptor`: the attributes a font is matched by.
public final class CTFontDescriptor {}
/// `CTTypesetter`: lays out an attributed string into lines.
public final class CTTypesetter {}
/// `CTLine`: one laid-out line.
public final class CTLine {}

/// `CTFontUIFontType` (Apple's enum has many cases; only the one used is declared).
public enum CTFontUIFontType: UInt32, @unchecked Sendable {
    /// `kCTFontUIFontSystem`: the system font.
    case system = 2
}

/// `kCTFontAttributeName`: the attributed-string key of a run's font.
public var kCTFontAttributeName: CFString { fatalError() }
/// `kCTKernAttributeName`: the attributed-string key of a run's kern (a number of points).
public var kCTKernAttributeName: CFString { fatalError() }
/// `kCTFontFamilyNameAttribute`: a descriptor's family name.
public var kCTFontFamilyNameAttribute: CFString { fatalError() }
/// `kCTFontTraitsAttribute`: a descriptor's traits dictionary.
public var kCTFontTraitsAttribute: CFString { fatalError() }
/// `kCTFontWeightTrait`: the weight within the traits dictionary, from -1 to 1.
public var kCTFontWeightTrait: CFString { fatalError() }

/// The user-interface font of `uiType` at `size` points, for `language`.
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?)
    -> CTFont?
{ fatalError() }
/// A descriptor with `attributes`.
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor { fatalError() }
/// `original` with `attributes` added.
public func CTFontDescriptorCreateCopyWithAttributes(_ original: CTFontDescriptor, _ attributes: CFDictionary)
    -> CTFontDescriptor
{ fatalError() }
/// The descriptor of `font`.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor { fatalError() }
/// The font best matching `descriptor`, at `size` points.
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { fatalError() }
/// The family name of `font`.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { fatalError() }
/// The ascent of `font`, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { fatalError() }
/// The descent of `font`, in points (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { fatalError() }
/// The leading of `font`, in points.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { fatalError() }

/// A typesetter of `string`.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter { fatalError() }
/// How many UTF-16 units from `startIndex` fit on a line `width` points wide, broken at a word
/// (or, for a word wider than the line, a cluster) or at a hard line break.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double)
    -> CFIndex
{ fatalError() }
/// How many UTF-16 units from `startIndex` fit on a line `width` points wide, broken between
/// clusters or at a hard line break.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double)
    -> CFIndex
{ fatalError() }
/// The line of `stringRange`.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine { fatalError() }
/// The typographic width of `line`, trailing whitespace included, and its ascent, descent and leading.
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double { fatalError() }
/// The width of the whitespace at the end of `line`.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { fatalError() }
