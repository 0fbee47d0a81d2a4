import Foundation

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback` (iOS 17).
///
/// Where we differ: a desktop has no haptic engine, so `sensoryFeedback` plays
/// nothing; the modifiers are accepted, and their trigger, condition and feedback
/// closures run when the trigger changes as on iOS (so code with side effects there behaves the same).
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impactWeight(Weight, intensity: Double)
        case impactFlexibility(Flexibility, intensity: Double)
    }
    let kind: Kind

    /// How heavy an impact feels.
    public struct Weight: Equatable, Hashable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the colliding objects of an impact feel.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    public static let impact = SensoryFeedback(kind: .impactWeight(.medium, intensity: 1))
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impactWeight(weight, intensity: intensity))
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impactFlexibility(flexibility, intensity: intensity))
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes (nothing is played on a desktop; see `SensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        ChangeModifier(content: self, value: trigger, initial: false) { _, _ in }
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        ChangeModifier(content: self, value: trigger, initial: false) { old, new in _ = condition(old, new) }
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (none for nil).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        ChangeModifier(content: self, value: trigger, initial: false) { old, new in _ = feedback(old, new) }
    }
}
