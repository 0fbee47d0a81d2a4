import UIKit

// Card flips and 3D carousels: m34 perspective, rotations about x and y, sublayerTransform.
final class FlipCardView: UIView {
    let front = UIView()
    let back = UIView()

    func flip() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        layer.sublayerTransform = perspective
        front.layer.isDoubleSided = false
        back.layer.isDoubleSided = false
        back.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        front.layer.anchorPointZ = 0
        front.layer.zPosition = 10

        let turn = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let tilt = CATransform3DConcat(CATransform3DMakeRotation(.pi / 8, 1, 0, 0), turn)
        front.layer.transform = tilt
        let undo = CATransform3DInvert(tilt)
        if !CATransform3DIsAffine(undo) {
            let flat: CGAffineTransform = CATransform3DGetAffineTransform(undo)
            _ = flat
        }

        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = 0
        animation.toValue = CGFloat.pi
        animation.duration = 0.5
        front.layer.add(animation, forKey: "flip")
        UIView.animate(withDuration: 0.3) {
            self.back.layer.transform = CATransform3DIdentity
        }
    }
}
