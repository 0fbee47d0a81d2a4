import Foundation

/// How badly a constraint wants to hold, from 1 to 1000 (`required`), as in UIKit.
///
/// UIKit never says how its engine weighs priorities against each other. Here a
/// required constraint is hard, and a non-required one of priority p weighs
/// 2^(p/50) per point of error: each 50 points of priority double the weight, so
/// a higher priority wins over any reasonable number of lower ones (a 750
/// compression resistance outweighs a thousand 250 huggings).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength standing for this priority (see the type's comment).
    var solverStrength: Double {
        if isRequired { return 1_001_001_000 }
        let clamped = Double(min(max(rawValue, 1), 999))
        return pow(2, clamped / 50)
    }
}
