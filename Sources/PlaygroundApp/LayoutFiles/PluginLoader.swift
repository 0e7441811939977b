import Foundation
import PlaygroundCore

/// Loads a compiled layout library into this process and takes its `LayoutPlugin` from the generated entry point.
/// Libraries are never closed (Swift code cannot be unloaded safely; each reload costs its mapped pages).
enum PluginLoader {
    private typealias Entry = @convention(c) () -> UnsafeMutableRawPointer

    static func load(_ library: String, file: String) throws(LayoutFileError) -> LayoutPlugin {
        let name = (file as NSString).lastPathComponent
        // Loaded through the descriptor of the file just checked (ours, not a link, in our 0700 folder: issue 26),
        // so the file loaded is the file checked.
        let fd: Int32
        switch BuildFolder.openLibrary(library) {
        case .success(let opened): fd = opened
        case .failure(let refused): throw LayoutFileError(file: file, message: "\(name): \(refused.message)")
        }
        defer { close(fd) }
        guard let handle = dlopen("/proc/self/fd/\(fd)", RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw LayoutFileError(file: file, message: "\(name): cannot load the compiled layout: \(why)")
        }
        guard let symbol = dlsym(handle, LayoutEntryPoint.symbol) else {
            throw LayoutFileError(file: file, message: "\(name): the compiled layout has no entry point "
                + "\(LayoutEntryPoint.symbol)")
        }
        let entry = unsafeBitCast(symbol, to: Entry.self)
        return Unmanaged<LayoutPlugin>.fromOpaque(entry()).takeRetainedValue()
    }
}
