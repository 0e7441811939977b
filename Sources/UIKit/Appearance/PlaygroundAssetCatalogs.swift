import Foundation

/// The app's asset catalogs (`.xcassets`), read for `UIColor(named:)` and `UIImage(named:)` (docs/hosting.md, "Asset
/// catalogs"): a colour set's `Contents.json` and an image set's files, found by asset name (a folder that
/// `provides-namespace` prefixes its assets' names: `Icons/star`). Set by the playground when it loads a target.
package enum PlaygroundAssetCatalogs {
    /// The catalogs' folders, first first (an asset in two catalogs: the first one's).
    nonisolated(unsafe) package static var catalogs: [String] = [] { didSet { index = nil } }
    nonisolated(unsafe) private static var index: [String: String]?

    /// Asset name → the set's folder (`….colorset`, `….imageset`), over every catalog of `given` (nil: the target's,
    /// `catalogs`, whose index is kept until they change).
    private static func sets(_ given: [String]?) -> [String: String] {
        if given == nil, let index { return index }
        var found: [String: String] = [:]
        for catalog in given ?? catalogs { walk(catalog, prefix: "", depth: 0, into: &found) }
        if given == nil { index = found }
        return found
    }

    private static func walk(_ folder: String, prefix: String, depth: Int, into found: inout [String: String]) {
        guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let ext = (name as NSString).pathExtension
            let base = (name as NSString).deletingPathExtension
            if ext == "colorset" || ext == "imageset" {
                let key = ext + ":" + prefix + base
                if found[key] == nil { found[key] = path }
            } else if ext.isEmpty {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let contents = json((path as NSString).appendingPathComponent("Contents.json"))
                let namespace = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
                walk(path, prefix: namespace ? prefix + name + "/" : prefix, depth: depth + 1, into: &found)
            }
        }
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// A colour set's colour for the playground's appearance (light): its entry for `luminosity` `light`, else the
    /// one with no appearance (Any); an iPhone's or universal idiom. Components as Xcode writes them: floats
    /// ("0.500"), 8-bit integers ("128") or hex ("0x80"); sRGB, extended sRGB, Display P3 (approximated as
    /// `UIColor(displayP3Red:…)` is) or gray (`white`). Nil when the set is missing or names a system colour.
    package static func color(named name: String, in given: [String]? = nil)
        -> (red: Double, green: Double, blue: Double, alpha: Double, p3: Bool)? {
        guard let set = sets(given)["colorset:" + name],
              let entries = json((set as NSString).appendingPathComponent("Contents.json"))?["colors"] as? [[String: Any]]
        else { return nil }
        func appearance(_ entry: [String: Any]) -> String? {
            ((entry["appearances"] as? [[String: Any]]) ?? []).first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        }
        let usable = entries.filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }
        let hasAppearances = usable.contains { ($0["appearances"] as? [Any])?.isEmpty == false }
        guard let entry = usable.first(where: { appearance($0) == "light" })
            ?? usable.first(where: { ($0["appearances"] as? [Any])?.isEmpty ?? true }) ?? usable.first,
              let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else { return nil }
        if hasAppearances {
            PlaygroundNotices.record("UIColor.init?(named:)", .approximated,
                                     "\(name): its light (or Any) appearance; the playground's appearance is light")
        }
        func value(_ key: String, alpha: Bool = false) -> Double? {
            let raw: String
            if let s = components[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = components[key] as? NSNumber { raw = n.stringValue } else { return nil }
            if raw.lowercased().hasPrefix("0x") { return UInt64(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let v = Double(raw) else { return nil }
            // An integer is Xcode's 8-bit input (0–255), but for alpha and 0 / 1 written alone.
            if !raw.contains("."), !alpha, v > 1 { return v / 255 }
            return v
        }
        let alpha = value("alpha", alpha: true) ?? 1
        if let white = value("white") { return (white, white, white, alpha, false) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return (r, g, b, alpha, (color["color-space"] as? String) == "display-p3")
    }

    /// An image set's file for `name`: its 3x, then 2x, then 1x (or unscaled) image of an iPhone or universal idiom
    /// that exists, with its scale; nil when there is none.
    package static func image(named name: String, in given: [String]? = nil) -> (path: String, scale: Double)? {
        guard let set = sets(given)["imageset:" + name],
              let images = json((set as NSString).appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]]
        else { return nil }
        let usable = images.filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) && $0["filename"] is String }
        let ranked = usable.sorted { a, b in
            Double(((a["scale"] as? String) ?? "1x").dropLast()) ?? 1 > Double(((b["scale"] as? String) ?? "1x").dropLast()) ?? 1
        }
        for image in ranked {
            let path = (set as NSString).appendingPathComponent(image["filename"] as! String)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            return (path, Double(((image["scale"] as? String) ?? "1x").dropLast()) ?? 1)
        }
        return nil
    }

    /// Whether an image set `name` exists and names an image file of an iPhone or universal idiom (its file may be
    /// missing: a repository snapshot without its large files keeps the set's Contents.json but not the picture).
    package static func declaresImage(named name: String, in given: [String]? = nil) -> Bool {
        guard let set = sets(given)["imageset:" + name],
              let images = json((set as NSString).appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]]
        else { return false }
        return images.contains { ["universal", "iphone", nil].contains($0["idiom"] as? String) && $0["filename"] is String }
    }

    /// A PDF's first `/MediaBox [x0 y0 x1 y1]` (points), from its first 64 KiB; nil when none is found.
    package static func pdfSize(_ path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let text = String(decoding: (try? handle.read(upToCount: 65_536)) ?? Data(), as: UTF8.self)
        guard let match = text.firstMatch(of: #/\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/#),
              let x0 = Double(match.output.1), let y0 = Double(match.output.2),
              let x1 = Double(match.output.3), let y1 = Double(match.output.4),
              x1 - x0 > 0, y1 - y0 > 0, (x1 - x0).isFinite, (y1 - y0).isFinite else { return nil }
        return CGSize(width: x1 - x0, height: y1 - y0)
    }
}
