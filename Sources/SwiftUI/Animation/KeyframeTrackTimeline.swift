import Foundation

/// One track laid out in time over a `Root` value: its duration and its property's
/// value at any time, from the property's value at the start.
struct KeyframeTrackTimeline<Root> {
    let duration: (Root) -> TimeInterval
    let apply: (inout Root, Root, TimeInterval) -> Void

    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        duration = { start in KeyframePlan(start: start[keyPath: keyPath], segments: segments).duration }
        apply = { value, start, time in
            let plan = KeyframePlan(start: start[keyPath: keyPath], segments: segments)
            value[keyPath: keyPath] = plan.value(at: time)
        }
    }
}

/// A track's keyframes with their start times, end points and velocities resolved.
struct KeyframePlan<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Curve {
        case linear(UnitCurve)
        case spring(SpringSolution)
        case cubic(m0: Data, m1: Data)
        case move
    }

    struct Piece {
        let start: TimeInterval
        let duration: TimeInterval
        let from: Data
        let to: Data
        let template: Value
        let curve: Curve
    }

    let initial: Value
    private(set) var pieces: [Piece] = []
    var duration: TimeInterval { pieces.last.map { $0.start + $0.duration } ?? 0 }

    init(start: Value, segments: [KeyframeSegment<Value>]) {
        initial = start
        var time: TimeInterval = 0
        var from = start.animatableData
        var endVelocity = Data.zero
        for (index, segment) in segments.enumerated() {
            let to = segment.target.animatableData
            let delta = to - from
            var duration = segment.duration ?? 0
            let curve: Curve
            switch segment.kind {
            case .move:
                curve = .move
                endVelocity = .zero
            case .linear(let unit):
                curve = .linear(unit)
                endVelocity = duration > 0 ? delta.scaled(by: unit.velocity(at: 1) / duration) : .zero
            case .spring(let spring, let startVelocity):
                let velocity = startVelocity?.animatableData ?? endVelocity
                let length2 = delta.magnitudeSquared
                // The velocity along the move, as progress (0 to 1) per second.
                let along = length2 > 0 ? Self.dot(velocity, delta) / length2 : 0
                let solution = SpringSolution(spring: spring, from: 0, to: 1, initialVelocity: CGFloat(along))
                if segment.duration == nil { duration = solution.settleTime }
                curve = .spring(solution)
                endVelocity = delta.scaled(by: Double(solution.exactVelocity(at: duration)))
            case .cubic(let startVelocity, let givenEnd):
                let m0 = startVelocity?.animatableData ?? endVelocity
                let m1 = givenEnd?.animatableData ?? Self.automaticEndVelocity(after: index, in: segments, from: from, to: to,
                                                                                duration: duration)
                curve = .cubic(m0: m0, m1: m1)
                endVelocity = m1
            }
            pieces.append(Piece(start: time, duration: duration, from: from, to: to, template: segment.target, curve: curve))
            time += duration
            from = to
        }
    }

    /// The velocity a cubic keyframe without one ends with (see `CubicKeyframe`).
    private static func automaticEndVelocity(after index: Int, in segments: [KeyframeSegment<Value>], from: Data, to: Data,
                                             duration: TimeInterval) -> Data {
        guard index + 1 < segments.count else { return .zero }
        let next = segments[index + 1]
        let nextDuration = next.duration ?? 0
        switch next.kind {
        case .cubic where duration + nextDuration > 0:
            return (next.target.animatableData - from).scaled(by: 1 / (duration + nextDuration))
        case .linear(let unit) where nextDuration > 0:
            return (next.target.animatableData - to).scaled(by: unit.velocity(at: 0) / nextDuration)
        default:
            return .zero
        }
    }

    /// a · b, from magnitudes: (|a + b|² − |a|² − |b|²) / 2.
    private static func dot(_ a: Data, _ b: Data) -> Double {
        ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2
    }

    /// The value `time` seconds in: before the start the initial value, after the end the last target.
    func value(at time: TimeInterval) -> Value {
        guard let last = pieces.last else { return initial }
        guard time >= 0 else { return initial }
        let piece = pieces.last { $0.start <= time + 1e-12 } ?? last
        var value = piece.template
        value.animatableData = data(of: piece, at: time - piece.start)
        return value
    }

    private func data(of piece: Piece, at local: TimeInterval) -> Data {
        guard piece.duration > 0, local < piece.duration else { return piece.to }
        let s = max(local, 0) / piece.duration
        switch piece.curve {
        case .move:
            return piece.to
        case .linear(let unit):
            return piece.from.interpolated(towards: piece.to, amount: unit.value(at: s))
        case .spring(let solution):
            return piece.from.interpolated(towards: piece.to, amount: Double(solution.exactValue(at: local)))
        case .cubic(let m0, let m1):
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return piece.from.scaled(by: h00) + m0.scaled(by: h10 * piece.duration)
                + piece.to.scaled(by: h01) + m1.scaled(by: h11 * piece.duration)
        }
    }
}
