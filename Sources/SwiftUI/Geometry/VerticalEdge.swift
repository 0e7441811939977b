import Foundation

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable { case top, bottom }
