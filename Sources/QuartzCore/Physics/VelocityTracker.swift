import Foundation

/// Estimates a pointer's velocity from timestamped positions, the way Flutter
/// and Android do for a fling (the "LSQ2" strategy).
///
/// Feed it the pointer-down and pointer-move positions with the *event*
/// timestamps (X11 `time`, converted to seconds), never the time the event
/// was read. Do not add the pointer-up position: Flutter does not (its test
/// adds only down and move events) and the up event usually repeats the last
/// move. Ask for the velocity at release with the release timestamp, so that
/// a pause before lifting the finger gives zero.
///
/// Source: Flutter packages/flutter/lib/src/gestures/velocity_tracker.dart
/// (`VelocityTracker`), Android frameworks/native/libs/input/VelocityTracker.cpp
/// (`LeastSquaresVelocityTrackerStrategy`, degree 2).
public struct VelocityTracker: Sendable {
    /// One recorded position.
    public struct Sample: Equatable, Sendable {
        public var position: CGPoint
        /// Seconds, from the event.
        public var timestamp: TimeInterval
    }

    /// Ring-buffer size.
    /// Flutter velocity_tracker.dart `_historySize = 20`.
    public static let historySize = 20
    /// Samples older than this, measured from the newest sample, are ignored.
    /// Flutter velocity_tracker.dart `_horizonMilliseconds = 100`.
    public static let horizon: TimeInterval = 0.100
    /// A gap longer than this between samples ends the history walked back,
    /// and a release this long after the last sample gives zero velocity.
    /// Flutter velocity_tracker.dart `_assumePointerMoveStoppedMilliseconds = 40`
    /// (pause at release: flutter/flutter PR 132291, fixing issue 97761).
    public static let assumePointerMoveStopped: TimeInterval = 0.040
    /// Fewer samples than this give zero velocity.
    /// Flutter velocity_tracker.dart `_minSampleSize = 3`.
    public static let minimumSampleCount = 3
    /// Degree of the least-squares polynomial fitted to x(t) and y(t).
    /// Android VelocityTracker.cpp: default strategy "lsq2".
    public static let polynomialDegree = 2

    /// A fling needs more than this speed (px/s).
    /// Flutter packages/flutter/lib/src/gestures/constants.dart `kMinFlingVelocity = 50.0`.
    public static let minimumFlingVelocity: CGFloat = 50
    /// Fling speeds are clamped to this (px/s).
    /// Flutter packages/flutter/lib/src/gestures/constants.dart `kMaxFlingVelocity = 8000.0`.
    public static let maximumFlingVelocity: CGFloat = 8000

    private var samples: [Sample?] = Array(repeating: nil, count: VelocityTracker.historySize)
    /// Index of the newest sample in `samples`.
    private var index = 0

    public init() {}

    /// Records the pointer's position at the event's timestamp (seconds).
    public mutating func addSample(position: CGPoint, timestamp: TimeInterval) {
        index = (index + 1) % Self.historySize
        samples[index] = Sample(position: position, timestamp: timestamp)
    }

    /// Forgets every sample (a new touch begins).
    public mutating func reset() {
        samples = Array(repeating: nil, count: Self.historySize)
        index = 0
    }

    /// The newest sample, if any.
    public var lastSample: Sample? { samples[index] }

    /// The velocity in px/s at the newest sample.
    ///
    /// - Parameter time: the release time (seconds, same clock as the
    ///   samples). When it is more than 40 ms after the newest sample, the
    ///   pointer is assumed to have stopped and the velocity is zero. Pass nil
    ///   to skip that check (Flutter before PR 132291).
    /// - Returns: `.zero` with fewer than 3 usable samples or a degenerate fit.
    public func velocity(at time: TimeInterval?) -> CGPoint {
        guard let newest = samples[index] else { return .zero }
        if let time, Self.microseconds(time - newest.timestamp) > Self.microseconds(Self.assumePointerMoveStopped) {
            return .zero
        }

        var t: [Double] = []
        var xs: [Double] = []
        var ys: [Double] = []
        var previous = newest
        var cursor = index
        let horizon = Self.microseconds(Self.horizon), stopped = Self.microseconds(Self.assumePointerMoveStopped)
        // Walk back from the newest sample while the motion is continuous.
        while t.count < Self.historySize, let sample = samples[cursor] {
            let age = Self.microseconds(newest.timestamp - sample.timestamp)
            let delta = abs(Self.microseconds(sample.timestamp - previous.timestamp))
            previous = sample
            if age > horizon || delta > stopped {
                break
            }
            t.append(-Double(age) / 1000)                                     // ms
            xs.append(Double(sample.position.x))
            ys.append(Double(sample.position.y))
            cursor = (cursor == 0 ? Self.historySize : cursor) - 1
        }

        guard t.count >= Self.minimumSampleCount else { return .zero }
        let weights = [Double](repeating: 1, count: t.count)
        guard
            let xFit = LeastSquaresSolver(x: t, y: xs, w: weights).solve(degree: Self.polynomialDegree),
            let yFit = LeastSquaresSolver(x: t, y: ys, w: weights).solve(degree: Self.polynomialDegree)
        else { return .zero }
        // Coefficient of t is px/ms; convert to px/s.
        return CGPoint(x: xFit.coefficients[1] * 1000, y: yFit.coefficients[1] * 1000)
    }

    /// A time difference in whole microseconds, as Flutter's `Duration` holds it.
    ///
    /// Ages are compared with the horizon and the stop gap in whole microseconds,
    /// never as raw differences of seconds: `(a + origin) - (b + origin)` and `a - b`
    /// differ in the last bits, so a sample exactly 100 ms old would be kept or
    /// dropped depending on the clock's origin (the X host maps server times onto its
    /// own clock; a test feeding the raw server times must get the same velocity).
    static func microseconds(_ seconds: TimeInterval) -> Int64 {
        Int64((seconds * 1_000_000).rounded())
    }

    /// The release velocity for a fling along one axis: zero unless faster
    /// than 50 px/s, and clamped to ±8000 px/s (Flutter's fling gate,
    /// packages/flutter/lib/src/gestures/monodrag.dart `isFlingGesture`).
    public static func flingVelocity(_ velocity: CGFloat) -> CGFloat {
        guard abs(velocity) > minimumFlingVelocity else { return 0 }
        return min(max(velocity, -maximumFlingVelocity), maximumFlingVelocity)
    }
}
