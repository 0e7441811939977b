import ArgumentParser
import Foundation
import PlaygroundCore

/// Parsing of the CLI's small value formats, with one-line errors.
enum Parse {
    /// "1280x800" (or 1280×800).
    static func size(_ text: String, option: String) throws -> Size {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw CLIError("\(option) must be WxH (for example 1280x800), got '\(UserText.quoted(text))'")
        }
        guard w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw CLIError("\(option) must be 1…16384 on each side, got '\(UserText.quoted(text))'")
        }
        return Size(width: w, height: h)
    }

    /// auto, opengl or software.
    static func renderer(_ text: String) throws -> Renderer.Kind {
        guard let kind = Renderer.Kind(rawValue: text) else {
            throw CLIError("--renderer must be auto, opengl or software, got '\(UserText.quoted(text))'")
        }
        return kind
    }

    /// "X,Y" (finite numbers).
    static func point(_ text: String, option: String) throws -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw CLIError("\(option) must be X,Y (for example 0,120), got '\(UserText.quoted(text))'") }
        guard x.isFinite, y.isFinite, abs(x) < 1e12, abs(y) < 1e12 else {
            throw CLIError("\(option) must be finite numbers, got '\(UserText.quoted(text))'")
        }
        return Point(x: x, y: y)
    }

    /// A whole number of items, 0…`PlaygroundConfig.itemLimit`.
    static func count(_ text: String, option: String) throws -> Int {
        guard let n = Int(text.trimmingCharacters(in: .whitespaces)), (0...PlaygroundConfig.itemLimit).contains(n) else {
            throw CLIError("\(option) must be a whole number 0…\(PlaygroundConfig.itemLimit), got '\(UserText.quoted(text))'")
        }
        return n
    }

    /// "x,y,w,h" in content coordinates: finite, width and height positive.
    static func rect(_ text: String, option: String) throws -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw CLIError("\(option) must be x,y,w,h (for example 0,0,640,480), got '\(UserText.quoted(text))'")
        }
        guard [x, y, w, h].allSatisfy({ $0.isFinite && abs($0) < 1e12 }) else {
            throw CLIError("\(option) must be finite numbers, got '\(UserText.quoted(text))'")
        }
        guard w > 0, h > 0 else { throw CLIError("\(option) width and height must be positive, got '\(UserText.quoted(text))'") }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// "WxH,WxH,…": natural sizes, each side positive and at most 100000 (as a replay script's itemSizes).
    static func naturalSizes(_ text: String, option: String) throws -> [Size] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { entry in
            let parts = entry.replacingOccurrences(of: "×", with: "x").lowercased()
                .split(separator: "x", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let w = parts[0], let h = parts[1] else {
                throw CLIError("\(option) must be WxH,WxH,… (for example 4x3,1x1), got '\(UserText.quoted(entry))' in '\(UserText.quoted(text))'")
            }
            guard w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
                throw CLIError("\(option) sizes must be positive (at most 100000), got '\(UserText.quoted(entry))' in '\(UserText.quoted(text))'")
            }
            return Size(width: w, height: h)
        }
    }

    /// ["itemWidth=120", …] → ["itemWidth": "120", …].
    static func params(_ list: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for entry in list {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
                throw CLIError("--param must be name=value, got '\(UserText.quoted(entry))'")
            }
            result[String(entry[..<eq])] = String(entry[entry.index(after: eq)...])
        }
        return result
    }
}
