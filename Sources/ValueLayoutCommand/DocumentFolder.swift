import Foundation

/// A folder given where a document is expected: a batch of the documents in it, for `render` and
/// `check` alike.
enum DocumentFolder {
    /// The names of the documents in `folder`: its files whose names end with `.json` in any case
    /// (`card.JSON` too), not in subfolders, in name order.
    static func documents(in folder: String) throws(CommandFailure) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw .input("\(folder): cannot list the folder (\(LoadedDocument.reason(error)))")
        }
        return names.filter { name in isDocumentName(name) && !isFolder(path(of: name, in: folder)) }.sorted()
    }

    /// Whether `name` ends with `.json`, in any case.
    static func isDocumentName(_ name: String) -> Bool {
        name.count > ".json".count && name.lowercased().hasSuffix(".json")
    }

    /// `name` without its `.json` ending (in any case).
    static func baseName(of name: String) -> String {
        isDocumentName(name) ? String(name.dropLast(".json".count)) : name
    }

    /// The path of the file `name` in `folder`, relative when `folder` is (`layouts/card.json`).
    static func path(of name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
