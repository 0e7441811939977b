import Foundation

/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable { case leading, trailing }
