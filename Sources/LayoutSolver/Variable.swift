/// An unknown of a linear system: a position or a length in a layout.
///
/// As in kiwi, a variable is a plain object; a `Solver` gives it a value once
/// a constraint that uses it was added and `updateVariables()` ran. Variables
/// compare by identity (`ObjectIdentifier`); they are deliberately not
/// `Equatable`, so `x == y` always builds a `Constraint`.
public final class Variable: CustomStringConvertible {
    /// A name for messages and `Solver.dump()` (made on first use when the variable
    /// was made with `init(lazilyNamed:)`).
    public var name: String {
        if let storedName { return storedName }
        let made = makeName?() ?? ""
        storedName = made
        makeName = nil
        return made
    }
    private var storedName: String?
    private var makeName: (() -> String)?
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
        storedName = name
    }

    /// A variable whose name is made only if it is ever asked for: a toolkit makes
    /// thousands of variables and shows the names of a few, in a conflict message.
    public init(lazilyNamed makeName: @escaping () -> String) {
        self.makeName = makeName
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
