import Foundation

/// A process and everything it started, for killing a whole build: `swiftc` runs `swift-frontend` children, and
/// killing the driver alone would leave them compiling (issue 26: the compile's time limit).
enum ProcessTree {
    /// SIGKILLs `pid`'s descendants (found through /proc, children before the parent dies and they are
    /// re-parented), then `pid`.
    static func kill(_ pid: pid_t) {
        for child in descendants(of: pid) { Glibc.kill(child, SIGKILL) }
        Glibc.kill(pid, SIGKILL)
    }

    /// Every process whose parent chain leads to `pid` (a snapshot of /proc).
    static func descendants(of pid: pid_t) -> [pid_t] {
        var parents: [pid_t: [pid_t]] = [:]
        guard let proc = opendir("/proc") else { return [] }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let child = pid_t(name), let parent = parentOf(child) else { continue }
            parents[parent, default: []].append(child)
        }
        var found: [pid_t] = [], queue = [pid]
        while let next = queue.popLast() {
            let children = parents[next] ?? []
            found += children
            queue += children
        }
        return found
    }

    /// The 4th field of /proc/PID/stat (after the name in parentheses, which may hold spaces).
    private static func parentOf(_ pid: pid_t) -> pid_t? {
        guard case .success(let bytes) = UserFile.read(BytePath("/proc/\(pid)/stat"), limit: 4096),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = String(decoding: bytes[(close + 1)...], as: UTF8.self).split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
