import UIKit

// CATextLayer and CAReplicatorLayer as iOS loading indicators and badges write them.
final class LoadingDotsView: UIView {
    let label = CATextLayer()
    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    func configure() {
        label.string = "Loading"
        label.font = UIFont.boldSystemFont(ofSize: 14)
        label.font = CGFont("Helvetica-Bold" as CFString)
        label.font = "Menlo" as CFTypeRef
        label.fontSize = 14
        label.foregroundColor = UIColor.white.cgColor
        label.alignmentMode = .center
        label.truncationMode = .end
        label.isWrapped = true
        label.contentsScale = UIScreen.main.scale
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        label.string = NSAttributedString(string: "Done", attributes: [.foregroundColor: UIColor.green.cgColor])
        layer.addSublayer(label)

        dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        replicator.instanceDelay = CFTimeInterval(0.2)
        replicator.instanceColor = UIColor.white.cgColor
        replicator.instanceRedOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        replicator.instanceBlueOffset = -0.1
        replicator.instanceAlphaOffset = -0.2
        replicator.preservesDepth = false
        layer.addSublayer(replicator)

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")

        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.toValue = 20
        label.add(grow, forKey: nil)
    }
}
