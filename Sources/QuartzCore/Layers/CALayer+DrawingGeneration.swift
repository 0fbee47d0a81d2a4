import Foundation

/// Sublayer generations: each layer counts the changes made below it, so a
/// rasterized layer's content signature (`ViewTreeRenderer+Signature`) hashes its
/// sublayers' trees again only after one of them changed, not on every frame.
///
/// Any change to a layer (its geometry, looks, content, animations) bumps the
/// layers above it; a change to a layer's list of sublayers bumps the layer itself
/// too. A mask's changes reach the layer it masks. The layer's own properties are
/// not counted: the signature hashes those afresh each time (a handful of values),
/// so a rasterized sheet that moves, or a pushed-back presenter whose scale and
/// corners change every frame, keeps its kept hash of everything below it. Bumping
/// more than needed only costs a hash; bumping less would show a stale bitmap, so
/// every input of the signature bumps (debug builds check each kept hash against a
/// fresh one).
extension CALayer {
    /// Something about this layer changed: bumps every layer above it.
    package func drawingChanged() {
        var current = superlayer ?? maskedLayer
        while let next = current {
            next.sublayerGeneration &+= 1
            current = next.superlayer ?? next.maskedLayer
        }
    }

    /// The list of sublayers changed: bumps this layer and every layer above it.
    func sublayersChanged() {
        sublayerGeneration &+= 1
        drawingChanged()
    }
}
