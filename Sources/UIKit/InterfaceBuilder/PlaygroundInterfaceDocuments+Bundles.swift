import Foundation

/// Nibs of a bundle: `UINib(nibName:bundle:)` looks for its nib in `bundle`, the main bundle when nil (Apple,
/// UINib `init(nibName:bundle:)`: "The bundle in which to search for the nib file. If you specify nil, this method
/// looks for the nib file in the main bundle"). Here the nib is its `.xib` source, which a package copies as a
/// resource (`resources: [.copy("Cell.xib")]`; scripts/test-suite.sh copies a suite's `.xib` files so).
///
/// Decided (Apple is silent on Linux): a bundle's nibs are searched in its resource folder and its own folder, then
/// in the SwiftPM resource bundles (`PACKAGE_TARGET.resources`) inside them: on Linux SwiftPM puts a target's
/// resources in such a folder beside the test executable, and `Bundle(for: SomeTests.self)` (how an iOS test names
/// its test bundle) is the executable's folder, as there is no per-class bundle; on iOS the test bundle holds the
/// compiled nibs directly. Documents read from a bundle are kept by path; the loaded files' documents come first.
extension PlaygroundInterfaceDocuments {
    nonisolated(unsafe) private static var bundleDocuments: [String: Document?] = [:]
    nonisolated(unsafe) private static var bundleFolders: [String: [String]] = [:]
    private static let bundleLock = NSLock()

    /// The document `name` (a `.xib`, or a `.storyboard` when `storyboard`) of the loaded files' folder, else of
    /// `bundle` (the main bundle when nil) or a SwiftPM resource bundle in it; nil when there is none or it is not
    /// XML (a one-line notice).
    package static func document(named name: String, storyboard: Bool, in bundle: Bundle?) -> Document? {
        if let registered = document(named: name), registered.isStoryboard == storyboard { return registered }
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let file = name + (storyboard ? ".storyboard" : ".xib")
        for folder in searchFolders(of: bundle ?? .main) {
            let path = (folder as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            return read(path, name: name, storyboard: storyboard)
        }
        return nil
    }

    /// The bundle's resource folder and own folder, then the `*.resources` folders inside each (SwiftPM's).
    static func searchFolders(of bundle: Bundle) -> [String] {
        bundleLock.lock()
        if let known = bundleFolders[bundle.bundlePath] { bundleLock.unlock(); return known }
        bundleLock.unlock()
        var roots: [String] = []
        for p in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) where !roots.contains(p) { roots.append(p) }
        var folders = roots
        for root in roots {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for n in names.sorted() where n.hasSuffix(".resources") {
                let p = (root as NSString).appendingPathComponent(n)
                if !folders.contains(p) { folders.append(p) }
            }
        }
        bundleLock.lock(); bundleFolders[bundle.bundlePath] = folders; bundleLock.unlock()
        return folders
    }

    private static func read(_ path: String, name: String, storyboard: Bool) -> Document? {
        bundleLock.lock()
        if let known = bundleDocuments[path] { bundleLock.unlock(); return known }
        bundleLock.unlock()
        var document: Document?
        if let data = FileManager.default.contents(atPath: path) {
            switch PlaygroundInterfaceFileParser.parse(data) {
            case .success(let root): document = Document(name: name, isStoryboard: storyboard, root: root)
            case .failure(let error):
                PlaygroundNotices.record("UINib.instantiate(withOwner:options:)", .approximated, "\(path): \(error.message): the document is not read")
            }
        }
        bundleLock.lock(); bundleDocuments[path] = document; bundleLock.unlock()
        return document
    }
}
