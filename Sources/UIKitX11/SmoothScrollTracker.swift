import Foundation
import UIKitCore

/// Turns XInput 2.1 scroll valuators into scroll deltas.
///
/// A touchpad or a high-resolution wheel reports scrolling as an ever-growing
/// valuator value on motion events; one `increment` of it is one wheel notch.
/// The delta is the change since the last value seen for that device and axis.
/// After the pointer re-enters the window (or the device changes) the last
/// value is unknown, so the first event only sets the baseline (as GTK does).
public struct SmoothScrollTracker: Sendable {
    /// One scroll axis of a device.
    public struct Axis: Equatable, Sendable {
        public var valuator: Int
        public var isVertical: Bool
        /// Valuator units per wheel notch (negative for inverted scrolling).
        public var increment: Double
        public init(valuator: Int, isVertical: Bool, increment: Double) {
            self.valuator = valuator
            self.isVertical = isVertical
            self.increment = increment
        }
    }

    private var axes: [Int: [Axis]] = [:]
    private var lastValues: [Int: [Int: Double]] = [:]

    public init() {}

    /// Whether any known device has a scroll axis.
    public var hasScrollAxes: Bool { axes.values.contains { !$0.isEmpty } }

    /// Replaces what is known of `device`'s scroll axes; `currentValues` seeds the baselines.
    public mutating func setAxes(_ deviceAxes: [Axis], forDevice device: Int, currentValues: [Int: Double] = [:]) {
        axes[device] = deviceAxes
        lastValues[device] = currentValues.filter { entry in deviceAxes.contains { $0.valuator == entry.key } }
    }

    /// Forgets every device (before re-querying them).
    public mutating func removeAllDevices() {
        axes = [:]
        lastValues = [:]
    }

    /// Forgets the last values (the pointer left and came back, or the device switched).
    public mutating func resetBaselines() {
        lastValues = [:]
    }

    /// The scroll in notches (dx, dy; positive dy shows what is below) for a motion
    /// event of `device` carrying `valuators` (valuator number → value), or nil when
    /// it carries no scrolling.
    public mutating func notches(device: Int, valuators: [Int: Double]) -> CGVector? {
        guard let deviceAxes = axes[device], !deviceAxes.isEmpty else { return nil }
        var dx = 0.0, dy = 0.0
        var scrolled = false
        for axis in deviceAxes {
            guard let value = valuators[axis.valuator] else { continue }
            let previous = lastValues[device]?[axis.valuator]
            lastValues[device, default: [:]][axis.valuator] = value
            guard let previous, axis.increment != 0 else { continue }
            let delta = (value - previous) / axis.increment
            guard delta != 0 else { continue }
            scrolled = true
            if axis.isVertical { dy += delta } else { dx += delta }
        }
        return scrolled ? CGVector(dx: dx, dy: dy) : nil
    }
}
