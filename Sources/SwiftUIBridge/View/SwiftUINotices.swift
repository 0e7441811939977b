import PlaygroundCore
import SwiftUI
import UIKit

/// The SwiftUI module's notices (an approximated or inert symbol the file's code met, recorded once each by
/// `PlaygroundNotices`: `matchedGeometryEffect`, `lineLimit`, a view not evaluated) handed to the core as
/// `LayoutNotice`s, as the UIKit bridge hands UIKit's (UIKitLayoutAdapter+Notices.swift), for the window,
/// `dump --verbose` and the trace. Before, the SwiftUI adapters took none: the notices waited on the thread that
/// recorded them and `dump --verbose` never showed them (fatbobman's NameSpace.swift and its
/// `matchedGeometryEffect`).
enum SwiftUINotices {
    static func take() -> [LayoutNotice] {
        PlaygroundNotices.take().map { LayoutNotice(symbol: $0.symbol, state: $0.state.rawValue, message: $0.message) }
    }
}

extension SwiftUIViewLayoutAdapter {
    public func takeNotices() -> [LayoutNotice] { SwiftUINotices.take() }
}

extension SwiftUILayoutAdapter {
    public func takeNotices() -> [LayoutNotice] { SwiftUINotices.take() + (zeroSizedWarning.map { [$0] } ?? []) }
}
