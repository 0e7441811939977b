import Foundation
#if canImport(FoundationNetworking)
// URLRequest is FoundationNetworking's on Linux (Foundation's on Apple's systems).
import FoundationNetworking
#endif

/// UIKit's web view before WKWebView (UIWebView.h: `API_DEPRECATED("No longer supported; please adopt WKWebView.",
/// ios(2.0, 12.0))`), still found in older cells (a Safari-like tab cell's `@IBOutlet weak var webView: UIWebView!`,
/// `<webView>` in its xib). Its properties and navigation calls keep what is set and answer as the header says
/// when nothing has loaded (`request` nil, `isLoading`, `canGoBack` and `canGoForward` false).
///
/// Playground: approximated: a view with its background only: no web content is fetched, laid out or drawn (no web
/// engine here); a notice on the first load.
@available(iOS, introduced: 2.0, deprecated: 12.0, message: "No longer supported; please adopt WKWebView.")
@preconcurrency @MainActor
open class UIWebView: UIView {
    /// UIWebView.h: the scroll view of the web view's content.
    public let scrollView = UIScrollView()
    /// UIWebView.h: `@property (nullable, nonatomic, assign) id <UIWebViewDelegate> delegate;`.
    open weak var delegate: UIWebViewDelegate?
    /// The request last given to `loadRequest(_:)` (nil before any, as the header's `request` is).
    open private(set) var request: URLRequest?
    open var scalesPageToFit = false
    open var allowsInlineMediaPlayback = false
    open var mediaPlaybackRequiresUserAction = true
    open var suppressesIncrementalRendering = false
    open var keyboardDisplayRequiresUserAction = true
    open var paginationMode: PaginationMode = .unpaginated
    open var pageLength: CGFloat = 0
    open var gapBetweenPages: CGFloat = 0
    open var isLoading: Bool { false }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }

    /// UIWebPaginationMode.
    public enum PaginationMode: Int, Sendable { case unpaginated, leftToRight, topToBottom, bottomToTop, rightToLeft }
    /// UIWebViewNavigationType.
    public enum NavigationType: Int, Sendable { case linkClicked, formSubmitted, backForward, reload, formResubmitted, other }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    /// Loads `request`: kept as `request`; the delegate is asked `shouldStartLoadWith` and told the load started
    /// and finished, in UIWebView's order.
    ///
    /// Playground: approximated: nothing is fetched or drawn (no web engine here).
    open func loadRequest(_ request: URLRequest) {
        PlaygroundNotices.record("UIWebView.loadRequest(_:)", .approximated,
                                 "no web content is fetched or drawn here: the web view shows its background")
        guard delegate?.webView(self, shouldStartLoadWith: request, navigationType: .other) ?? true else { return }
        self.request = request
        delegate?.webViewDidStartLoad(self)
        delegate?.webViewDidFinishLoad(self)
    }

    /// Playground: approximated: the HTML is not laid out or drawn.
    open func loadHTMLString(_ string: String, baseURL: URL?) {
        PlaygroundNotices.record("UIWebView.loadHTMLString(_:baseURL:)", .approximated,
                                 "the HTML is not laid out or drawn here: the web view shows its background")
        delegate?.webViewDidStartLoad(self)
        delegate?.webViewDidFinishLoad(self)
    }

    open func reload() {}
    open func stopLoading() {}
    open func goBack() {}
    open func goForward() {}

    /// Playground: approximated: no script runs; nil, as UIWebView answers for a script that fails.
    open func stringByEvaluatingJavaScript(from script: String) -> String? {
        PlaygroundNotices.record("UIWebView.stringByEvaluatingJavaScript(from:)", .approximated,
                                 "no script runs here: nil, as for a script that fails")
        return nil
    }
}

/// UIWebViewDelegate (UIWebView.h): every method optional (defaults below: loads are allowed).
@available(iOS, introduced: 2.0, deprecated: 12.0)
@preconcurrency @MainActor
public protocol UIWebViewDelegate: AnyObject {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

@available(iOS, introduced: 2.0, deprecated: 12.0)
public extension UIWebViewDelegate {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { true }
    func webViewDidStartLoad(_ webView: UIWebView) {}
    func webViewDidFinishLoad(_ webView: UIWebView) {}
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}

/// UIWebViewNavigationType under its C name.
@available(iOS, introduced: 2.0, deprecated: 12.0)
public typealias UIWebViewNavigationType = UIWebView.NavigationType
/// UIWebPaginationMode under its C name.
@available(iOS, introduced: 2.0, deprecated: 12.0)
public typealias UIWebPaginationMode = UIWebView.PaginationMode
