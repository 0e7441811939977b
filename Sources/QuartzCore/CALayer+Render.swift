extension CALayer {
    /// Draws the layer and its sublayers into `ctx` (a snapshot into an image context, say).
    ///
    /// Playground: does nothing: layers are not drawn into Core Graphics contexts here (docs/cells.md, "Drawn cells").
    public func render(in ctx: CGContext) {}
}
