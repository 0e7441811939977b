import Testing
@testable import UIKitSourceRewrite

/// libkern's `OSAtomic…` come with Foundation on Apple's platforms (through Darwin) and are PlaygroundOS's here: a
/// file calling them imports PlaygroundOS (ra1028/DiffableDataSources' MainThreadSerialDispatcher imports only
/// Foundation). A file that does not is unchanged.
@Suite struct OSAtomicImportTests {
    @Test func aFoundationFileCallingOSAtomicImportsPlaygroundOS() {
        let r = UIKitModuleRewrite.rewrite(files: [
            (path: "/m/Dispatcher.swift", text: "import Foundation\nfinal class D { let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1); func f() { OSAtomicIncrement32(p) } }\n"),
            (path: "/m/Plain.swift", text: "import Foundation\nstruct P { var x = 1 }\n"),
        ])
        #expect(r.sources[0].text.hasPrefix("import PlaygroundOS\n#sourceLocation(file: \"/m/Dispatcher.swift\", line: 1)\n"),
                "\(r.sources[0].text)")
        #expect(!r.sources[1].text.contains("PlaygroundOS"))
    }

    /// A UIKit file calling them gets the import too (UIKit does not declare them).
    @Test func aUIKitFileCallingOSAtomicImportsPlaygroundOS() {
        let r = UIKitModuleRewrite.rewrite(files: [
            (path: "/m/View.swift", text: "import UIKit\nvar n: Int32 = 0\nfunc bump() { OSAtomicDecrement32(&n) }\n"),
        ])
        #expect(r.sources[0].text.hasPrefix("import PlaygroundOS\n"), "\(r.sources[0].text)")
    }
}
