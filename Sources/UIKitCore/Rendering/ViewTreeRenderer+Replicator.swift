import Foundation

/// `CAReplicatorLayer`: its sublayers drawn once per instance, each placed by
/// the instance transform (a projective one goes through the sublayers'
/// placement), tinted by the instance colour, and shown as they were the
/// instance's delay ago. The instance properties are the replicator's presented
/// ones, so animations of them show.
extension ViewTreeRenderer {
    func drawInstances(of replicator: CAReplicatorLayer, state: LayerState, in context: DrawingContext, graphics: CGContext) {
        let sublayers = replicator.sublayersInDrawingOrder
        // The presented (possibly animated) instance properties.
        let count = CAReplicatorLayer.instanceCount(in: state)
        let delay = CAReplicatorLayer.instanceDelay(in: state)
        guard count > 0, !sublayers.isEmpty else { return }
        let outerPending = projection.pending.last ?? nil
        for index in 0..<count {
            let placement = replicator.transform(ofInstance: index, state: state)
            let tint = replicator.tint(ofInstance: index, in: state)
            guard tint.alpha > 0 else { continue }
            replication.delay += Double(index) * delay
            defer { replication.delay -= Double(index) * delay }
            func drawSublayers() {
                for sublayer in sublayers { draw(freeLayer: sublayer, in: context, graphics: graphics) }
            }
            func tinted() {
                if tint.red == 1 && tint.green == 1 && tint.blue == 1 && tint.alpha == 1 {
                    drawSublayers()
                } else {
                    context.drawTinted(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha, draw: drawSublayers)
                }
            }
            if outerPending != nil || !CATransform3DIsAffine(placement) {
                // Perspective: each sublayer is placed by the instance's 4x4 then the pending one.
                projection.pending.append(outerPending.map { CATransform3DConcat(placement, $0) } ?? placement)
                tinted()
                projection.pending.removeLast()
            } else {
                context.saveState()
                context.concatenate(placement.affinePart)
                tinted()
                context.restoreState()
            }
        }
    }
}

/// The delay of the replicator instance being drawn (the sum over nested replicators).
final class ReplicationState {
    var delay: CFTimeInterval = 0
}
