import Foundation
import ValueLayout

/// The font faces a ``FontTextMeasurer`` measures with, and how a ``/ValueLayout/Font`` (family, size, weight)
/// resolves to one of them.
///
/// ## Resolution
///
/// ``face(for:)`` picks a face in two steps, so a layout's frames never depend on a lookup that
/// fails silently:
///
/// 1. **Family.** The font's family when the catalog has it (names compared without regard to
///    case); otherwise, and for a font without a family (the "system font"), the catalog's
///    ``defaultFamily``.
/// 2. **Weight.** Within the family, the face whose `OS/2` weight class is nearest the font's
///    weight by the CSS font-matching rules: for a weight from 400 to 500, the weights from it up
///    to 500, then the lighter ones, then the heavier ones; for a lighter weight, the lighter
///    ones, then the heavier ones; for a heavier one, the heavier ones, then the lighter ones.
///    Upright faces are preferred to italic ones. ``/ValueLayout/Font/Weight`` maps to weight classes as on
///    Apple platforms: ultra-light 100, thin 200, light 300, regular 400, medium 500,
///    semibold 600, bold 700, heavy 800, black 900.
///
/// A catalog without faces resolves nothing; ``FontTextMeasurer`` then measures as documented
/// there. A font resolved to the default family because the catalog lacks the family it names,
/// and every font of a catalog without faces, is reported by the arrangement's
/// ``/ValueLayout/LayoutArrangement/diagnostics`` (see ``fallbackNote(for:)``); a weight matched
/// within the family is not. ``scannedDirectories``, ``missingDirectories`` and
/// ``skippedFiles`` say why a catalog has fewer faces than expected.
///
/// ## Which catalog
///
/// - ``bundled``: DejaVu Sans regular and bold, shipped with this library. Frames measured with
///   it are identical on every machine: use it for snapshot tests with real text, on CI runners
///   and in containers (which often have no fonts installed), and on servers.
/// - ``system``: the fonts installed on the machine, so frames differ between machines with
///   different fonts.
/// - ``init(faces:)`` and ``init(faces:defaultFamily:)``: the font files an app ships, read with
///   ``FontFace/init(contentsOf:)``; ``init(scanning:)``: the font files of some folders.
///
/// A catalog is immutable and can be shared between threads.
public final class FontCatalog: Sendable {
    /// The faces, in the order given (for ``system``, in path order).
    public let faces: [FontFace]
    /// The family used for a font without a family, or whose family the catalog lacks: the
    /// first face's family for a catalog made from faces; for ``system``, the first found of
    /// DejaVu Sans, Liberation Sans, Noto Sans, Arial and Helvetica, else the first family in
    /// alphabetical order. `nil` only when there are no faces.
    public let defaultFamily: String?
    /// The folders ``init(scanning:)`` looked in, in the order given, missing ones included (see
    /// ``missingDirectories``); empty for a catalog made from faces, and for ``bundled``.
    ///
    /// With ``missingDirectories`` and ``skippedFiles``, it tells why a catalog has fewer faces
    /// than expected, or none: print them.
    public let scannedDirectories: [URL]
    /// The folders of ``scannedDirectories`` that are not there, or are not folders: they gave
    /// no faces.
    public let missingDirectories: [URL]
    /// The font files the catalog tried to read and could not, in path order, each with the
    /// error that says why: for ``init(scanning:)``, among the `.ttf` and `.otf` files it found;
    /// for ``bundled``, among ``bundledFontURLs``. Empty for a catalog made from faces.
    public let skippedFiles: [SkippedFile]
    /// The indices in ``faces`` of each family's faces, by lowercased family name.
    private let facesByFamily: [String: [Int]]
    /// The face ``faceIndex(for:)`` picks for a font without a family, by weight (100 to 900,
    /// as `Font.Weight.weightClass`, at index weight / 100 − 1): worked out once, since every
    /// label measured asks.
    private let defaultFaces: [Int?]

    /// A font file a catalog tried to read and could not (see ``FontCatalog/skippedFiles``).
    public struct SkippedFile: Sendable, Equatable, CustomStringConvertible {
        /// The file.
        public let url: URL
        /// Why it could not be read: a file that cannot be read (kind
        /// ``FontFaceError/Kind/unreadableFile``), or one that is not a font ``FontFace`` reads,
        /// such as a CFF-outline font without the tables it needs.
        public let error: FontFaceError

        /// The file at `url`, which could not be read because of `error`.
        public init(url: URL, error: FontFaceError) {
            self.url = url
            self.error = error
        }

        /// The error's description, which names the file and the reason: "cannot read the font
        /// file /fonts/A.ttf: no such file".
        public var description: String { error.description }
    }

    /// A catalog of `faces`; the first face's family is the default.
    ///
    /// - Complexity: O(n) in the number of faces.
    public convenience init(faces: [FontFace]) {
        self.init(faces: faces, defaultFamily: faces.first?.familyName)
    }

    /// A catalog of `faces` whose default family is `defaultFamily` when one of the faces has it,
    /// else the first face's family.
    ///
    /// - Complexity: O(n) in the number of faces.
    public convenience init(faces: [FontFace], defaultFamily: String?) {
        self.init(faces: faces, defaultFamily: defaultFamily, scanned: [], missing: [], skipped: [])
    }

    /// A catalog of `faces`, with its default family as above, that records what it scanned and
    /// skipped.
    private init(
        faces: [FontFace], defaultFamily: String?, scanned: [URL], missing: [URL], skipped: [SkippedFile]
    ) {
        self.faces = faces
        self.scannedDirectories = scanned
        self.missingDirectories = missing
        self.skippedFiles = skipped
        var byFamily: [String: [Int]] = [:]
        for (index, face) in faces.enumerated() {
            byFamily[face.familyName.lowercased(), default: []].append(index)
        }
        self.facesByFamily = byFamily
        let chosenDefault: String?
        if let defaultFamily, byFamily[defaultFamily.lowercased()] != nil {
            chosenDefault = defaultFamily
        } else {
            chosenDefault = faces.first?.familyName
        }
        self.defaultFamily = chosenDefault
        let defaultCandidates = chosenDefault.flatMap { byFamily[$0.lowercased()] } ?? []
        self.defaultFaces = (1...9).map { Self.best(of: defaultCandidates, in: faces, desired: $0 * 100) }
    }

    /// Every face that reads without error among the `.ttf` and `.otf` files in `directories` and
    /// their subfolders, in path order. The files that do not read (such as CFF-outline fonts
    /// without the tables this reader needs) are listed in ``skippedFiles`` with the reason;
    /// other files (such as `.ttc` collections) are not tried.
    ///
    /// - Parameter directories: Folders to scan, kept in ``scannedDirectories``; missing ones
    ///   give no faces and are listed in ``missingDirectories``.
    /// - Complexity: Reads and parses every font file found.
    public convenience init(scanning directories: [URL]) {
        var paths: [String] = []
        var missing: [URL] = []
        let fileManager = FileManager.default
        for directory in directories {
            // Enumerated through its resolved path: the enumerator does not enter a folder named
            // by a symbolic link. Files keep the path under the folder as given.
            guard directory.isFolder,
                let enumerator = fileManager.enumerator(atPath: directory.resolvingSymlinksInPath().path)
            else {
                missing.append(directory)
                continue
            }
            while let relative = enumerator.nextObject() as? String {
                let lowercased = relative.lowercased()
                if lowercased.hasSuffix(".ttf") || lowercased.hasSuffix(".otf") {
                    paths.append(directory.appendingPathComponent(relative).path)
                }
            }
        }
        let (faces, skipped) = Self.read(paths.sorted().map { URL(fileURLWithPath: $0) })
        let families = Set(faces.map { $0.familyName.lowercased() })
        let preferred = ["DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica"]
        let defaultFamily =
            preferred.first { families.contains($0.lowercased()) }
            ?? faces.map(\.familyName).sorted().first
        self.init(faces: faces, defaultFamily: defaultFamily, scanned: directories, missing: missing, skipped: skipped)
    }

    /// The faces of the files at `urls` that read, and the files that do not, in order.
    private static func read(_ urls: [URL]) -> (faces: [FontFace], skipped: [SkippedFile]) {
        var faces: [FontFace] = []
        var skipped: [SkippedFile] = []
        for url in urls {
            do {
                faces.append(try FontFace(contentsOf: url))
            } catch {
                let fontError =
                    error as? FontFaceError
                    ?? FontFaceError.unreadableFile(url, reason: String(describing: error))
                skipped.append(SkippedFile(url: url, error: fontError))
            }
        }
        return (faces, skipped)
    }

    /// The folders where the system keeps fonts: on Linux `/usr/share/fonts`,
    /// `/usr/local/share/fonts`, `~/.local/share/fonts` and `~/.fonts`; on Apple platforms
    /// `/System/Library/Fonts`, `/Library/Fonts` and `~/Library/Fonts`.
    public static var systemFontDirectories: [URL] {
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if canImport(Darwin)
            return [
                URL(fileURLWithPath: "/System/Library/Fonts"), URL(fileURLWithPath: "/Library/Fonts"),
                home.appendingPathComponent("Library/Fonts"),
            ]
        #else
            return [
                URL(fileURLWithPath: "/usr/share/fonts"), URL(fileURLWithPath: "/usr/local/share/fonts"),
                home.appendingPathComponent(".local/share/fonts"), home.appendingPathComponent(".fonts"),
            ]
        #endif
    }

    /// The faces of the system's font folders (``systemFontDirectories``), read once, the first
    /// time this property is used.
    ///
    /// Which fonts a machine has differs from machine to machine, so frames measured with the
    /// system catalog do too: tests and snapshots should use a catalog of fonts that ship with
    /// them.
    public static let system = FontCatalog(scanning: systemFontDirectories)

    /// The font files shipped with this library, in its resource bundle: DejaVu Sans
    /// (`DejaVuSans.ttf`, weight 400) and DejaVu Sans Bold (`DejaVuSans-Bold.ttf`, weight 700),
    /// version 2.37, the faces of ``bundled``.
    ///
    /// Their licence, which asks that it go with every copy, is at ``bundledFontLicenseURL``.
    /// The files are found through the package's resource bundle, which Swift Package Manager
    /// builds beside every executable and test bundle that links this library
    /// (`ValueLayout_ValueLayoutFonts.resources` on Linux): an executable installed on another
    /// machine needs that folder beside it. On Linux, when the folder is not beside the
    /// executable, the URLs are where it should be: reading them fails, and ``bundled`` has no
    /// faces and lists the files in ``skippedFiles`` (Swift Package Manager's own resource
    /// accessor would stop the program instead). On Apple platforms the resource accessor finds
    /// the bundle, and stops the program when it is missing.
    public static var bundledFontURLs: [URL] {
        ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map(bundledResource)
    }

    /// The licence of the fonts of ``bundledFontURLs``: the Bitstream Vera and Arev fonts
    /// licences, with the DejaVu changes in the public domain (Debian's copyright file for them).
    public static var bundledFontLicenseURL: URL { bundledResource("LICENSE") }

    /// The URL of the resource `name` in this library's resource bundle (where it should be, if
    /// the bundle lacks it or is missing: reading it then fails with a message that names that
    /// path).
    private static func bundledResource(_ name: String) -> URL {
        #if canImport(Darwin)
            let bundle = Bundle.module
        #else
            guard let bundle = Bundle(url: resourceFolder), resourceFolder.isFolder else {
                return resourceFolder.appendingPathComponent(name)
            }
        #endif
        let dot = name.lastIndex(of: ".")
        let base = dot.map { String(name[..<$0]) } ?? name
        let type = dot.map { String(name[name.index(after: $0)...]) }
        return bundle.url(forResource: base, withExtension: type)
            ?? (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent(name)
    }

    #if !canImport(Darwin)
        /// The folder Swift Package Manager copies this module's resources to, beside the
        /// executable or test bundle (`<package>_ValueLayoutFonts.resources`), looked for without
        /// its resource accessor, which stops the program when the folder is missing.
        private static let resourceFolder: URL = {
            let beside = Bundle.main.bundleURL
            let expected = beside.appendingPathComponent("ValueLayout_ValueLayoutFonts.resources")
            if expected.isFolder { return expected }
            // The package's name may be spelled otherwise where it is a dependency.
            let names = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
            return names.sorted().lazy.filter { $0.hasSuffix("_ValueLayoutFonts.resources") }
                .map { beside.appendingPathComponent($0) }.first { $0.isFolder } ?? expected
        }()
    #endif

    /// DejaVu Sans regular and bold (``bundledFontURLs``), shipped with this library: the catalog
    /// whose frames are the same on every machine. Read once, the first time this property is
    /// used (about 1.5 MB of font files); its default family is DejaVu Sans.
    ///
    /// Use it wherever frames must not depend on the fonts a machine has installed: snapshot
    /// tests with real text, CI runners and containers (which often have no fonts at all), and
    /// servers that lay out for clients. ``system`` measures with whatever the machine has.
    ///
    /// DejaVu Sans covers Latin, Greek and Cyrillic; a character it lacks (CJK, emoji) is measured
    /// as its missing glyph. A font that names another family is measured in DejaVu Sans, and
    /// ``FontTextMeasurer`` reports it (see its "No face" rule).
    ///
    /// Should a file be missing from the resource bundle, or damaged, the catalog lacks its face
    /// and ``skippedFiles`` says which file could not be read, and why.
    public static let bundled: FontCatalog = {
        let (faces, skipped) = read(bundledFontURLs)
        return FontCatalog(faces: faces, defaultFamily: "DejaVu Sans", scanned: [], missing: [], skipped: skipped)
    }()

    /// How the catalog resolves `font` other than as asked, in a sentence, or `nil` when it has
    /// a face of the font's family (or the font names none and the catalog has faces): what
    /// ``FontTextMeasurer/fallbackNote(for:)`` reports.
    ///
    /// A catalog without faces says what it looked at (the folders scanned, those missing, and
    /// the files it could not read, the first three by name) and what to do.
    public func fallbackNote(for font: Font) -> String? {
        guard !faces.isEmpty else {
            var found = "the font catalog has no faces"
            if !scannedDirectories.isEmpty {
                found += " (it scanned " + scannedDirectories.map(\.path).joined(separator: ", ")
                if !missingDirectories.isEmpty {
                    found += "; missing: " + missingDirectories.map(\.path).joined(separator: ", ")
                }
                found += ")"
            }
            if !skippedFiles.isEmpty {
                let shown = skippedFiles.prefix(3).map { "\($0.url.lastPathComponent): \($0.error)" }
                found += "; files it could not read: " + shown.joined(separator: "; ")
                if skippedFiles.count > 3 { found += "; and \(skippedFiles.count - 3) more (see skippedFiles)" }
            }
            return found + ", so every character was measured 0.6 em wide and every line 1.2 em tall. "
                + "Use FontCatalog.bundled (DejaVu Sans, shipped with ValueLayoutFonts), install fonts, "
                + "or make a catalog of your own font files."
        }
        guard let family = font.family, facesByFamily[family.lowercased()] == nil else { return nil }
        let families = familyNames.prefix(5).map(\.debugDescription).joined(separator: ", ")
        return "the font catalog has no family \(family.debugDescription), so it was measured in "
            + "\(defaultFamily ?? "") (the catalog's default family). Add the family's font files to the catalog, "
            + "or name one it has (\(families)\(familyNames.count > 5 ? ", …" : ""))."
    }

    /// The family names of the catalog's faces, each once, in order of first appearance.
    public var familyNames: [String] {
        var seen = Set<String>()
        return faces.map(\.familyName).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The face that draws `font`, by the rules above, or `nil` when the catalog has no faces.
    ///
    /// - Complexity: O(f) in the number of faces of the chosen family.
    public func face(for font: Font) -> FontFace? {
        faceIndex(for: font).map { faces[$0] }
    }

    /// The index in ``faces`` of the face that draws `font`.
    func faceIndex(for font: Font) -> Int? {
        let desired = font.weight.weightClass
        guard let candidates = font.family.flatMap({ facesByFamily[$0.lowercased()] }) else {
            return defaultFaces[desired / 100 - 1]
        }
        return Self.best(of: candidates, in: faces, desired: desired)
    }

    /// The face among `candidates` (indices in `faces`) best for weight `desired`.
    private static func best(of candidates: [Int], in faces: [FontFace], desired: Int) -> Int? {
        candidates.min { rank(faces[$0], desired: desired) < rank(faces[$1], desired: desired) }
    }

    /// How good `face` is for `desired`: lower is better (italic last, then the CSS order).
    private static func rank(_ face: FontFace, desired: Int) -> (Int, Int, Int) {
        let weight = face.weight
        let group: Int
        let distance = abs(weight - desired)
        if desired >= 400 && desired <= 500 {
            group = weight >= desired && weight <= 500 ? 0 : (weight < desired ? 1 : 2)
        } else if desired < 400 {
            group = weight <= desired ? 0 : 1
        } else {
            group = weight >= desired ? 0 : 1
        }
        return (face.isItalic ? 1 : 0, group, distance)
    }
}

extension Font.Weight {
    /// The `OS/2` weight class this weight stands for, as on Apple platforms.
    var weightClass: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
