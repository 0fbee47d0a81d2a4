import Foundation

/// Timing shared by animations and layers, as in Core Animation: an object's
/// local time is `(parentTime - beginTime) · speed + timeOffset`.
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time, as in Core Animation.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its start value before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Its end value after it ends (while it is kept: `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Nothing: the model value outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to
/// (1, 1), as in Core Animation (solved as WebKit does, see `CubicBezierTimingCurve`).
open class CAMediaTimingFunction: Equatable, CustomStringConvertible {
    /// The curve (named functions use Apple's control points exactly).
    public let curve: CubicBezierTimingCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        case .default: curve = .uikitDefault
        default: curve = .linear
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierTimingCurve(CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y))
    }

    /// Control point `index` (0 is (0, 0), 1 and 2 the given ones, 3 is (1, 1))
    /// written to `values[0]` (x) and `values[1]` (y).
    public func getControlPoint(_ index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 1: point = curve.c1
        case 2: point = curve.c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: point = .zero
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The fraction of the change done at `fraction` of the time.
    package func progress(at fraction: CGFloat) -> CGFloat {
        let isLinear = curve.c1.x == curve.c1.y && curve.c2.x == curve.c2.y
        return isLinear ? fraction : curve.progress(at: fraction)
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.curve == rhs.curve }

    public var description: String { "CAMediaTimingFunction(\(curve.c1.x), \(curve.c1.y), \(curve.c2.x), \(curve.c2.y))" }
}

/// The current time of the window being driven (the host that most recently
/// processed a frame or an event), in seconds, as Core Animation's
/// `CACurrentMediaTime()`: the same clock animations run on, so headless
/// recordings stay exact. 0 before any window has run.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.current?.now ?? 0
}

/// Which window run loop `CACurrentMediaTime()` reads (UIKit makes a window's current
/// as it makes its application the shared one).
package enum MediaClock {
    private final class Box { weak var runLoop: WindowRunLoop? }
    private static let box = Box()
    package static var current: WindowRunLoop? { box.runLoop }
    package static func makeCurrent(_ runLoop: WindowRunLoop) { box.runLoop = runLoop }
}
