import Foundation
@testable import PlaygroundApp
import Testing

/// URLSession and its kin are Foundation's on Apple's systems and FoundationNetworking's on Linux: a loaded file that
/// names one is compiled with that module imported (LayoutCompiler.namesNetworking); others are not (it loads libcurl).
@Suite struct FoundationNetworkingImportTests {
    @Test func aFileNamingANetworkingTypeGetsTheModule() {
        #expect(LayoutCompiler.namesNetworking("let task = URLSession.shared.dataTask(with: url)"))
        #expect(LayoutCompiler.namesNetworking("func f(_ r: HTTPURLResponse?) {}"))
        #expect(LayoutCompiler.namesNetworking("var request: URLRequest"))
        #expect(!LayoutCompiler.namesNetworking("let url = URL(string: \"https://example.com\")"))
        #expect(!LayoutCompiler.namesNetworking("struct MyURLSessionWrapper {}"))
        #expect(!LayoutCompiler.namesNetworking("let URLSessionCount = 3"))
    }

    /// Every public type of FoundationNetworking counts, not only the nine names first listed: a cell keeping its
    /// image download as `URLSessionDataTask?` failed with "'URLSessionTask' is unavailable: This type has moved to
    /// the FoundationNetworking module" (a real app's cell, realfiles13); `HTTPCookie` has no "URL" in its name.
    @Test func everyFoundationNetworkingTypeGetsTheModule() {
        #expect(LayoutCompiler.namesNetworking("var sessionTask: URLSessionTask?"))
        #expect(LayoutCompiler.namesNetworking("private var download: URLSessionDataTask?"))
        #expect(LayoutCompiler.namesNetworking("let config = URLSessionConfiguration.default"))
        #expect(LayoutCompiler.namesNetworking("final class Loader: NSObject, URLSessionDataDelegate {}"))
        #expect(LayoutCompiler.namesNetworking("let cached: CachedURLResponse? = nil"))
        #expect(LayoutCompiler.namesNetworking("let cookies = HTTPCookieStorage.shared.cookies"))
        #expect(!LayoutCompiler.namesNetworking("struct MyURLSessionTaskBox {}"))
        #expect(!LayoutCompiler.namesNetworking("let HTTPCookieJarCount = 3"))
    }

    /// A flow layout that keeps a request and a response loads (it did not compile: "cannot find type 'URLRequest'").
    @Test func aLayoutNamingURLRequestLoads() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("NetLayout.swift")
        try """
            import UIKit

            final class NetLayout: UICollectionViewFlowLayout {
                var lastResponse: HTTPURLResponse?
                let request = URLRequest(url: URL(string: "https://example.com")!)
                override init() { super.init(); itemSize = CGSize(width: 50, height: 50) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = try Run.playground(["dump", "--layout-file", file.path, "--items", "2", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let frames = ((json["items"] as? [[String: Any]]) ?? []).map { $0["frame"] as? [Double] ?? [] }
        #expect(frames.first == [0, 0, 50, 50], "\(frames)")
    }
}
