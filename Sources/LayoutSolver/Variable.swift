/// An unknown of a linear system: a position or a length in a layout.
///
/// As in kiwi, a variable is a plain object; a `Solver` gives it a value once
/// a constraint that uses it was added and `updateVariables()` ran. Variables
/// compare by identity (`ObjectIdentifier`); they are deliberately not
/// `Equatable`, so `x == y` always builds a `Constraint`.
public final class Variable: CustomStringConvertible {
    /// A name for messages and `Solver.dump()`.
    public let name: String
    /// The value the solver last computed (0 until then).
    public internal(set) var value: Double = 0
    /// Whatever the caller wants to find again from the variable (held weakly).
    public weak var context: AnyObject?

    // Bookkeeping of the solver this variable belongs to (one at a time;
    // variables shared with a second solver are looked up in a table there).
    var symbol: Int32 = -1
    var owner: ObjectIdentifier?
    /// How many constraints of `owner` use this variable.
    var references = 0

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
