import UIKit

// The spinning-cube demo: six faces in a CATransformLayer, perspective from the host
// layer's sublayerTransform, back faces hidden, the cube turned by key-path animations.
final class CubeView: UIView {
    let cube = CATransformLayer()

    func build(side: CGFloat = 100) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        layer.sublayerTransform = perspective

        cube.frame = bounds
        let half = side / 2
        let faces: [(CATransform3D, UIColor)] = [
            (CATransform3DMakeTranslation(0, 0, half), .red),
            (CATransform3DRotate(CATransform3DMakeTranslation(half, 0, 0), .pi / 2, 0, 1, 0), .green),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, -half, 0), .pi / 2, 1, 0, 0), .blue),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, half, 0), -.pi / 2, 1, 0, 0), .yellow),
            (CATransform3DRotate(CATransform3DMakeTranslation(-half, 0, 0), -.pi / 2, 0, 1, 0), .cyan),
            (CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -half), .pi, 0, 1, 0), .magenta),
        ]
        for (transform, color) in faces {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.position = CGPoint(x: bounds.midX, y: bounds.midY)
            face.backgroundColor = color.cgColor
            face.isDoubleSided = false
            face.transform = transform
            cube.addSublayer(face)
        }
        var turn = CATransform3DMakeRotation(-.pi / 6, 1, 0, 0)
        turn = CATransform3DRotate(turn, .pi / 5, 0, 1, 0)
        cube.transform = turn
        cube.backgroundColor = UIColor.black.cgColor   // ignored: a transform layer is not drawn
        layer.addSublayer(cube)

        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 4
        spin.repeatCount = .infinity
        cube.add(spin, forKey: "spin")
        _ = cube.hitTest(CGPoint(x: 10, y: 10)) == nil
        _ = cube.presentation()?.sublayers?.count
    }
}
