import Foundation

/// The layer tree, as in Core Animation. A view's layer lists its subviews'
/// layers among its sublayers, in drawing order; adding a subview puts its
/// layer on top (or just below the next subview's layer when inserted below it).
extension CALayer {
    /// The sublayers in drawing order (last on top); nil when there are none.
    /// Setting replaces them all.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerList.count))
    }

    /// Inserts `layer` at `index` (clamped), removing it from its old superlayer first.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        var position = Int(index)
        if layer.superlayer === self, let current = sublayerList.firstIndex(where: { $0 === layer }) {
            sublayerList.remove(at: current)
            if current < position { position -= 1 }
        } else {
            layer.detachFromSuperlayer()
        }
        sublayerList.insert(layer, at: min(max(position, 0), sublayerList.count))
        layer.superlayer = self
        layer.didMoveIntoTree()
        setNeedsRedraw()
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = sublayerList.firstIndex(where: { $0 === sibling }) else { addSublayer(layer); return }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = sublayerList.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Leaves the superlayer. A view's layer takes its view out of its superview.
    public func removeFromSuperlayer() {
        if let layerOwner, layerOwner.removeFromParent(ifLayerOf: superlayer) { return }
        let parent = superlayer
        detachFromSuperlayer()
        parent?.setNeedsRedraw()
    }

    package func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        superlayer = nil
    }

    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Sublayers in drawing order: by `zPosition`, then as listed.
    package var sublayersInDrawingOrder: [CALayer] {
        guard sublayerList.contains(where: { $0.modelState.zPosition != 0 }) else { return sublayerList }
        return sublayerList.enumerated().sorted {
            $0.element.modelState.zPosition != $1.element.modelState.zPosition
                ? $0.element.modelState.zPosition < $1.element.modelState.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }
}
