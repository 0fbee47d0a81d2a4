/// Constraint strengths, composed as kiwi composes them: three levels
/// (strong, medium, weak) of up to 1000 each, so a strong constraint outweighs
/// any realistic number of medium ones. `required` is above every composed
/// strength: required constraints are hard, never traded against others.
public enum Strength {
    /// kiwi's `strength::create(a, b, c, w)`: each level is clipped to 0...1000
    /// after scaling by `weight`.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1) -> Double {
        var result = 0.0
        result += min(max(strong * weight, 0), 1000) * 1_000_000
        result += min(max(medium * weight, 0), 1000) * 1000
        result += min(max(weak * weight, 0), 1000)
        return result
    }

    public static let required = create(1000, 1000, 1000)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)

    /// Clamps `value` to 0...required.
    public static func clip(_ value: Double) -> Double { min(max(value, 0), required) }
}
