import UIKit

// Replicator-based indicators: bars fading instanceDelay apart (the delay derived from
// the animation's duration), and the replicator's own properties animated by key path.
final class BarsActivityView: UIView {
    let replicator = CAReplicatorLayer()
    let bar = CALayer()

    func start() {
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        bar.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(bar)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.2
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        bar.add(fade, forKey: nil)
        replicator.instanceDelay = fade.duration / Double(replicator.instanceCount)
        layer.addSublayer(replicator)
        replicator.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    func animateReplicatorItself() {
        let spread = CABasicAnimation(keyPath: "instanceTransform")
        spread.fromValue = NSValue(caTransform3D: CATransform3DMakeTranslation(20, 0, 0))
        spread.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(30, 0, 0))
        spread.duration = 0.5
        spread.autoreverses = true
        replicator.add(spread, forKey: "spread")

        let count = CABasicAnimation(keyPath: "instanceCount")
        count.fromValue = 1
        count.toValue = 5
        count.duration = 1
        replicator.add(count, forKey: "count")

        let tint = CAKeyframeAnimation(keyPath: "instanceAlphaOffset")
        tint.values = [0, -0.2, 0]
        tint.keyTimes = [0, 0.5, 1]
        tint.duration = 1
        replicator.add(tint, forKey: "tint")

        let color = CABasicAnimation(keyPath: "instanceColor")
        color.toValue = UIColor.blue.cgColor
        replicator.add(color, forKey: "color")

        let delay = CABasicAnimation(keyPath: "instanceDelay")
        delay.toValue = 0.4
        replicator.add(delay, forKey: "delay")

        for key in ["instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset"] {
            let offset = CABasicAnimation(keyPath: key)
            offset.byValue = -0.1
            replicator.add(offset, forKey: key)
        }
        let shown: CAReplicatorLayer? = replicator.presentation()
        _ = shown?.instanceCount
        _ = shown?.instanceTransform
    }
}
