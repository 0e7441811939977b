import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import UIKit

/// UIWebView (UIWebView.h; deprecated in iOS 12, still in older cells): what is set is kept, a load asks and tells
/// its delegate in UIWebView's order, and a delegate may refuse it.
@MainActor @Suite struct UIWebViewTests {
    private final class Recorder: UIWebViewDelegate {
        var calls: [String] = []
        var allow = true
        func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool {
            calls.append("should \(request.url?.host ?? "")")
            return allow
        }
        func webViewDidStartLoad(_ webView: UIWebView) { calls.append("start") }
        func webViewDidFinishLoad(_ webView: UIWebView) { calls.append("finish") }
    }

    @Test func aLoadAsksAndTellsItsDelegateAndKeepsTheRequest() throws {
        let web = UIWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(web.request == nil && !web.isLoading && !web.canGoBack && !web.canGoForward)
        #expect(web.scrollView.superview === web && web.scrollView.frame == web.bounds)
        let recorder = Recorder()
        web.delegate = recorder
        let request = URLRequest(url: try #require(URL(string: "https://example.com/a")))
        web.loadRequest(request)
        #expect(recorder.calls == ["should example.com", "start", "finish"])
        #expect(web.request == request)

        recorder.allow = false
        recorder.calls = []
        web.loadRequest(URLRequest(url: try #require(URL(string: "https://other.org/"))))
        #expect(recorder.calls == ["should other.org"])
        #expect(web.request == request, "a refused load keeps the last request")
        #expect(web.stringByEvaluatingJavaScript(from: "document.title") == nil)
    }
}
