import Foundation

/// How a keyframe animation moves between its values, as in Core Animation.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Drawn as linear (no Catmull-Rom smoothing).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Drawn as paced.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns with it (accepted; not applied).
public struct CAAnimationRotationMode: RawRepresentable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path, for points), as in
/// Core Animation. `keyTimes` (0...1, one per value; for `.discrete` the value
/// at index i holds from keyTimes[i]) default to an even spread; each segment
/// may have its own `timingFunctions` entry. `.paced` spaces the values by the
/// distance between them. A `path` moves a point at constant speed along it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy() -> Any {
        let copy = CAKeyframeAnimation()
        copyProperty(to: copy)
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        return copy
    }

    override func apply(atLocalTime time: CFTimeInterval, fraction: CGFloat, to state: inout LayerState) {
        let eased = timingFunction?.progress(at: fraction) ?? fraction
        if let path, !path.isEmpty {
            let flat = path.graphicsPath
            let point = eased >= 1 ? path.currentPoint : Self.endPoint(of: flat.trimmed(from: 0, to: max(eased, 0))) ?? path.currentPoint
            write(.point(point), to: &state)
            return
        }
        let keyframes = (values ?? []).compactMap(LayerValue.init)
        guard let first = keyframes.first else { return }
        guard keyframes.count > 1 else { write(first, to: &state); return }
        let times = keyTimesFor(keyframes)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= eased } ?? 0
            write(keyframes[min(index, keyframes.count - 1)], to: &state)
            return
        }
        var segment = 0
        while segment < keyframes.count - 2 && eased >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (eased - times[segment]) / span : 1
        local = min(max(local, 0), 1)
        if let functions = timingFunctions, segment < functions.count { local = functions[segment].progress(at: local) }
        write(keyframes[segment].interpolated(to: keyframes[segment + 1], fraction: local), to: &state)
    }

    /// One time per keyframe: given (when they fit), paced, or evenly spread.
    private func keyTimesFor(_ keyframes: [LayerValue]) -> [CGFloat] {
        let count = keyframes.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let steps = zip(keyframes, keyframes.dropFirst()).map { $0.distance(to: $1) }
            let total = steps.reduce(0, +)
            guard total > 0 else { return (0..<count).map { CGFloat($0) / CGFloat(count - 1) } }
            var walked: CGFloat = 0
            return [0] + steps.map { walked += $0; return walked / total }
        }
        if let given = keyTimes?.map({ CGFloat($0.doubleValue) }), given.count == count { return given }
        if calculationMode == .discrete { return (0..<count).map { CGFloat($0) / CGFloat(count) } }
        return (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    private static func endPoint(of path: GraphicsPath) -> CGPoint? {
        switch path.elements.last {
        case .move(let p)?, .line(let p)?, .curve(_, _, let p)?: return p
        default: return nil
        }
    }
}

/// Animations run together, on the group's timeline, as in Core Animation.
/// A member with `duration` 0 lasts as long as the group; members are cut
/// off at the group's end.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy() -> Any {
        let copy = CAAnimationGroup()
        copyTiming(to: copy)
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(atLocalTime time: CFTimeInterval, fraction: CGFloat, to state: inout LayerState) {
        for member in animations ?? [] {
            let timing = AnimationClock(member, defaultDuration: duration)
            guard let phase = timing.phase(atParentTime: time, ended: false) else { continue }
            member.apply(atLocalTime: phase.time, fraction: phase.fraction, to: &state)
        }
    }
}
