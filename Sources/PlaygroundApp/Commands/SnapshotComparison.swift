import Foundation
import PlaygroundCore

/// `snapshot --compare`: a new set of PNG + JSON pairs against a stored one, one line per difference
/// (docs/tests-on-linux.md). Elements are matched by index path, category and kind; numbers in points (centers,
/// sizes, frames, the content size) may differ by `points`; opacity, transforms, z-index and hidden exactly
/// (within 1e-9); an image may have `pixels` pixels that differ (any channel by more than 2 of 255, the software
/// renderer's rounding between builds).
enum SnapshotComparison {
    /// The differences, in file order; empty when the sets are equal.
    static func compare(new: String, names: [String], stored: String, points: Double, pixels: Int) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: stored, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("--compare: \(stored) is not a folder")
        }
        let listed = (try? UserFile.listFolder(BytePath(stored)).get()) ?? []
        let storedNames = Set(listed.compactMap { String(validating: $0.bytes, as: UTF8.self) })
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }
        var lines: [String] = []
        for name in names.sorted() {
            guard storedNames.contains(name) else { lines.append("\(name): new (not in \(stored))"); continue }
            if name.hasSuffix(".json") {
                lines += try json(new + "/" + name, stored + "/" + name, points: points).map { "\(name): \($0)" }
            } else if let line = try png(new + "/" + name, stored + "/" + name, pixels: pixels) {
                lines.append("\(name): \(line)")
            }
        }
        for name in storedNames.subtracting(names).sorted() { lines.append("\(name): missing (stored, not rendered)") }
        return lines
    }

    // MARK: - Attributes

    static func read(_ path: String) throws -> [String: Any] {
        guard case .success(let bytes) = UserFile.read(BytePath(path)),
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw CLIError("cannot read \(path) as a dump (JSON)")
        }
        return object
    }

    static func numbers(_ value: Any?) -> [Double]? {
        (value as? [Any])?.map { ($0 as? NSNumber)?.doubleValue ?? .nan }
    }

    static func key(_ e: [String: Any]) -> String {
        let kind = (e["kind"] as? String).map { " \($0)" } ?? ""
        return "\(e["category"] as? String ?? "?")\(kind) \(e["section"] as? Int ?? -1)-\(e["item"] as? Int ?? -1)"
    }

    static func format(_ v: [Double]) -> String {
        "[" + v.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }.joined(separator: ", ") + "]"
    }

    static func json(_ newPath: String, _ storedPath: String, points: Double) throws -> [String] {
        let a = try read(newPath), b = try read(storedPath)
        var lines: [String] = []
        func close(_ x: [Double]?, _ y: [Double]?, _ tolerance: Double) -> Bool {
            guard let x, let y, x.count == y.count else { return x == nil && y == nil }
            return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance || ($0.isNaN && $1.isNaN) }
        }
        if !close(numbers(a["contentSize"]), numbers(b["contentSize"]), points) {
            lines.append("contentSize \(format(numbers(a["contentSize"]) ?? [])) ≠ stored \(format(numbers(b["contentSize"]) ?? []))")
        }
        let newItems = (a["items"] as? [[String: Any]]) ?? [], storedItems = (b["items"] as? [[String: Any]]) ?? []
        let stored = Dictionary(storedItems.map { (key($0), $0) }, uniquingKeysWith: { x, _ in x })
        let fresh = Set(newItems.map(key))
        for e in newItems {
            let k = key(e)
            guard let s = stored[k] else { lines.append("\(k) new (not in the stored set)"); continue }
            for field in ["frame", "center", "size"] where !close(numbers(e[field]), numbers(s[field]), points) {
                lines.append("\(k) \(field) \(format(numbers(e[field]) ?? [])) ≠ stored \(format(numbers(s[field]) ?? []))")
            }
            for field in ["transform", "transform3D"] where !close(numbers(e[field]), numbers(s[field]), 1e-9) {
                lines.append("\(k) \(field) \(format(numbers(e[field]) ?? [])) ≠ stored \(format(numbers(s[field]) ?? []))")
            }
            let alpha = (e["alpha"] as? NSNumber)?.doubleValue ?? .nan, storedAlpha = (s["alpha"] as? NSNumber)?.doubleValue ?? .nan
            if !(abs(alpha - storedAlpha) <= 1e-9) { lines.append("\(k) alpha \(alpha) ≠ stored \(storedAlpha)") }
            if (e["zIndex"] as? Int) != (s["zIndex"] as? Int) {
                lines.append("\(k) zIndex \(e["zIndex"] as? Int ?? 0) ≠ stored \(s["zIndex"] as? Int ?? 0)")
            }
            if (e["hidden"] as? Bool) != (s["hidden"] as? Bool) {
                lines.append("\(k) hidden \(e["hidden"] as? Bool ?? false) ≠ stored \(s["hidden"] as? Bool ?? false)")
            }
        }
        for e in storedItems where !fresh.contains(key(e)) { lines.append("\(key(e)) missing (stored, not laid out)") }
        return lines
    }

    // MARK: - Pixels

    static func pixels(_ path: String) throws -> RGBAImage {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw CLIError("cannot read \(path): " + UserFile.describe(errno: errno)) }
        defer { close(fd) }
        do {
            let reader = try PNGReader(fd: fd)
            return try reader.decode(to: (reader.width, reader.height))
        } catch {
            throw CLIError("cannot read \(path) as a PNG: \(error)")
        }
    }

    /// One line when the images differ in size or in more than `pixels` pixels; nil when equal enough.
    static func png(_ newPath: String, _ storedPath: String, pixels allowed: Int) throws -> String? {
        let a = try pixels(newPath), b = try pixels(storedPath)
        guard a.width == b.width, a.height == b.height else {
            return "\(a.width)×\(a.height) pixels ≠ stored \(b.width)×\(b.height)"
        }
        var differing = 0
        var first: (x: Int, y: Int)?
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in stride(from: 0, to: p.count, by: 4) {
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(p[i + c]) - Int(q[i + c]))) }
                    if d > 2 {
                        differing += 1
                        if first == nil { first = ((i / 4) % a.width, (i / 4) / a.width) }
                    }
                }
            }
        }
        guard differing > allowed, let first else { return nil }
        return "\(differing) pixels differ (tolerance \(allowed)), the first at \(first.x),\(first.y)"
    }
}
