import Foundation

/// Content and layout, as in Core Animation: `setNeedsDisplay()` marks the
/// layer, the window calls `display()` before the next frame, and the default
/// `display()` has the layer's `draw(in:)` (or its delegate's `draw(_:in:)`)
/// paint a bitmap of the bounds, kept until the next `setNeedsDisplay()`.
/// Setting `contents` shows that image instead.
extension CALayer {
    /// Whether `display()` will run before the next frame.
    public var needsDisplay: Bool { displayRequested }

    /// A view's layer also redraws its view; its `display()` runs in the window's
    /// layer pass before the next frame (a view's default `display(_:)` does nothing,
    /// so this matters to layer classes that override `display()`, as a view's
    /// custom `layerClass` does to set its `path` or `contents`).
    func markNeedsDisplay() {
        displayRequested = true
        layerOwner?.layerNeedsRedraw()
        requestFreeLayerPass()
    }

    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Runs `display()` now if the layer needs it.
    public func displayIfNeeded() {
        guard displayRequested else { return }
        displayRequested = false
        display()
    }


    /// The default display: the content is what `draw(in:)` paints, drawn into a
    /// bitmap of the bounds at the window's scale and kept until the next display.
    public func displayByDrawing() {
        drawsContent = true
        contentVersion &+= 1
        setNeedsRedraw()
    }


    // MARK: Contents

    /// An image shown in the bounds (a `CGImage`; other values show nothing),
    /// placed by `contentsGravity`. Setting it replaces drawn content.
    public var contents: Any? {
        get { contentsStorage }
        set {
            contentsStorage = newValue
            drawsContent = false
            setNeedsRedraw()
        }
    }

    // MARK: Layout

    /// Whether `layoutSublayers()` will run before the next frame.
    public func needsLayout() -> Bool { layerOwner?.layerNeedsLayout ?? layoutRequested }

    public func setNeedsLayout() {
        if let layerOwner { layerOwner.layerSetNeedsLayout(); return }
        layoutRequested = true
        requestFreeLayerPass()
    }

    /// Lays out this layer now if it needs it, then its free sublayers.
    public func layoutIfNeeded() {
        if let layerOwner { layerOwner.layerLayoutIfNeeded(); return }
        layoutFreeLayerTree()
    }


    /// Lays out and displays this free layer and its free sublayers as needed
    /// (the window calls it before drawing; a view's layer goes through its view).
    package func layoutFreeLayerTree() {
        if layoutRequested && layerOwner == nil {
            layoutRequested = false
            layoutSublayers()
        }
        if layerOwner == nil { displayIfNeeded() }
        for sublayer in sublayerList where sublayer.layerOwner == nil { sublayer.layoutFreeLayerTree() }
        mask?.layoutFreeLayerTree()
    }
}
