import Foundation
import UIKit

/// A 20x20 free layer at (0, 0) added to `host`'s window without an implicit animation.
func makeFreeLayer(in host: HeadlessHost, frame: CGRect = CGRect(x: 0, y: 0, width: 20, height: 20)) -> CALayer {
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.frame = frame
    host.window.layer.addSublayer(layer)
    CATransaction.commit()
    return layer
}

/// A shape layer stroking the horizontal line from (10, 20) to (110, 20) in red, `width` wide, unfilled.
func makeRedLine(width: CGFloat) -> CAShapeLayer {
    let shape = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10, y: 20))
    path.addLine(to: CGPoint(x: 110, y: 20))
    shape.path = path
    shape.strokeColor = UIColor.red.cgColor
    shape.fillColor = nil
    shape.lineWidth = width
    return shape
}
