extension Group {
    /// Xcode 16 beta's name of `Group(subviews:transform:)`: the group built from `view`'s resolved subviews.
    /// iOS 18's release SDK renamed it (`subviews:`); code written against the betas (objc.io's Bento layout,
    /// S01E411) still says `subviewsOf:`.
    ///
    /// Playground: approximated: kept under its beta name, as `Group(subviews:transform:)` (a notice: Xcode 16's
    /// release SDK refuses this name).
    public init<Base: View, Result: View>(subviewsOf view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == PlaygroundSubviewsGroup<Base, Result> {
        PlaygroundNotices.record("Group.init(subviewsOf:transform:)", .approximated,
                                 "Xcode 16 beta's name, kept here as Group(subviews:transform:); the release SDK calls it that")
        self.init(subviews: view, transform: transform)
    }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
    /// Xcode 16 beta's name of `ForEach(subviews:content:)`: one view per resolved subview of `view`.
    ///
    /// Playground: approximated: kept under its beta name, as `ForEach(subviews:content:)` (a notice: Xcode 16's
    /// release SDK refuses this name).
    public init<V: View>(subviewOf view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        PlaygroundNotices.record("ForEach.init(subviewOf:content:)", .approximated,
                                 "Xcode 16 beta's name, kept here as ForEach(subviews:content:); the release SDK calls it that")
        self.init(subviews: view, content: content)
    }
}
