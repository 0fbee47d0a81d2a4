import Foundation
import LayoutSolver

/// Wires views to the constraint solver: one engine per window (made on first
/// use), and short-lived ones for hierarchies outside any window and for
/// `systemLayoutSizeFitting`.
///
/// Every view or layout guide that a constraint names becomes an *item* with
/// four solver variables: its alignment rectangle (x, y, width, height) in its
/// superview's (owning view's) bounds coordinates. Views whose
/// `translatesAutoresizingMaskIntoConstraints` is true are pinned to their
/// frame by required edit variables (UIKit's autoresizing constraints), which
/// a frame change or a window resize moves incrementally. Other views get
/// UIKit's content-size constraints from `intrinsicContentSize`.
///
/// Changes are queued and reach the solver in the layout pass
/// (`UIView+LayoutPass`): the update-constraints pass, then the solver, then
/// the solved frames applied top-down before each `layoutSubviews`.
final class LayoutEngine {
    let solver = Solver()
    /// The window, or the root of a hierarchy outside any window.
    unowned(unsafe) let root: UIView
    /// Whether the engine places views (false for `systemLayoutSizeFitting`).
    let appliesFrames: Bool
    /// Where conflict messages go (the window's `onLayoutMessage`, else standard error).
    var messageHandler: ((String) -> Void)?

    var items: [ObjectIdentifier: EngineItem] = [:]
    var pendingActivations: [NSLayoutConstraint] = []
    var pendingChanges: [NSLayoutConstraint] = []
    var pendingRemovals: [Constraint] = []
    var itemsWithNewGeometry: [EngineItem] = []
    var itemsWithNewContentSize: [EngineItem] = []
    var updateConstraintsQueue: [WeakViewReference] = []
    var trackedViews: [WeakViewReference] = []
    /// Constraints broken to resolve a conflict (tried again when they change).
    var brokenConstraints: [NSLayoutConstraint] = []
    /// For an engine outside any window: the constraints it borrowed for its pass.
    var temporaryConstraints: [NSLayoutConstraint] = []
    /// For `systemLayoutSizeFitting`: the view sized by the fitting constraints, not its frame.
    weak var fittingRoot: UIView?
    /// The widths multi-line labels are measured at (fitting engines).
    var layoutWidths: [ObjectIdentifier: CGFloat] = [:]
    /// Whether a view whose insets are tracked moved since the last look.
    var insetsNeedRefresh = false
    /// Wishes added by `exerciseAmbiguityInLayout`, dropped at the next change.
    var exerciseConstraints: [Constraint] = []

    init(root: UIView, appliesFrames: Bool) {
        self.root = root
        self.appliesFrames = appliesFrames
    }

    /// Whether the engine has queued work for the next pass.
    var hasPendingWork: Bool {
        !pendingActivations.isEmpty || !pendingChanges.isEmpty || !pendingRemovals.isEmpty
            || !itemsWithNewGeometry.isEmpty || !itemsWithNewContentSize.isEmpty || !updateConstraintsQueue.isEmpty
    }

    /// Asks the window for a layout pass.
    func needsPass() {
        root.setNeedsLayout()
    }

    // MARK: Constraints coming and going

    func constraintWasActivated(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        if !appliesFrames || root.window == nil { temporaryConstraints.append(constraint) }
        pendingActivations.append(constraint)
        needsPass()
    }

    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        if let solved = constraint.solverConstraint as? Constraint { pendingRemovals.append(solved) }
        constraint.solverConstraint = nil
        constraint.engine = nil
        brokenConstraints.removeAll { $0 === constraint }
        needsPass()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        pendingChanges.append(constraint)
        needsPass()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        pendingChanges.append(constraint)
        needsPass()
    }

    func viewNeedsUpdateConstraints(_ view: UIView) {
        updateConstraintsQueue.append(WeakViewReference(view))
        needsPass()
    }

    func track(_ view: UIView) {
        guard !trackedViews.contains(where: { $0.view === view }) else { return }
        trackedViews.append(WeakViewReference(view))
    }

    // MARK: Messages

    /// Prints a message of UIKit's `[LayoutConstraints]` category.
    func log(_ message: String) {
        if let messageHandler { messageHandler(message) } else { LayoutEngine.report(message) }
    }

    /// Reports a `[LayoutConstraints]` warning through `window`'s application (see `UIKitWarning`).
    static func report(_ message: String, in window: UIWindow? = nil) {
        warn(message, category: "LayoutConstraints", in: window)
    }

    static func address(of object: AnyObject) -> String { address(of: ObjectIdentifier(object)) }

    static func address(of identifier: ObjectIdentifier) -> String {
        "0x" + String(UInt(bitPattern: identifier.hashValue), radix: 16)
    }

    /// `UILabel:0x…` (with the accessibility identifier, if any, as UIKit shows it).
    static func name(of item: AnyObject?) -> String { LayoutItemName(item).description }

    static func name(of item: AnyObject?, attribute: NSLayoutConstraint.Attribute,
                     offsetBase: LayoutAttributeReference?) -> String {
        let text = "\(name(of: item)).\(attribute.name)"
        guard let offsetBase else { return text }
        return "\(text) - \(name(of: offsetBase.item)).\(offsetBase.attribute.name)"
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}

/// How UIKit names a view or guide in its messages (`UILabel:0x…`, with the view's
/// accessibility identifier; a named guide as `'identifier'`): what it shows is read
/// when this is made, the text is made only when printed (type names come from the
/// runtime's reflection, which is slow the first time for each type).
struct LayoutItemName: CustomStringConvertible {
    private let type: Any.Type?
    private let address: ObjectIdentifier?
    private let identifier: String?
    private let isGuide: Bool

    init(_ item: AnyObject?) {
        type = item.map { Swift.type(of: $0) }
        address = item.map { ObjectIdentifier($0) }
        if let view = item as? UIView {
            identifier = view.accessibilityIdentifier
            isGuide = false
        } else if let guide = item as? UILayoutGuide {
            identifier = guide.identifier.isEmpty ? nil : guide.identifier
            isGuide = true
        } else {
            identifier = nil
            isGuide = false
        }
    }

    var description: String {
        guard let type, let address else { return "(nil)" }
        if isGuide, let identifier { return "'\(identifier)'" }
        let text = "\(String(describing: type)):\(LayoutEngine.address(of: address))"
        return identifier.map { "\(text) '\($0)'" } ?? text
    }
}

/// A constraint the engine makes itself (autoresizing, content size, system
/// guides), described as UIKit describes its own in conflict messages (the text
/// is made when first shown: most are never shown).
final class InternalLayoutConstraint: CustomStringConvertible {
    private var text: String?
    private var makeText: (() -> String)?
    init(_ description: @escaping @autoclosure () -> String) { makeText = description }
    var description: String {
        if let text { return text }
        let made = makeText?() ?? ""
        text = made
        makeText = nil
        return made
    }
}

extension UIWindow {
    /// The window's layout engine, made on first use.
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: self, appliesFrames: true)
        engine.messageHandler = { [weak self] message in
            if let handler = self?.onLayoutMessage { handler(message) } else { LayoutEngine.report(message, in: self) }
        }
        layoutEngineStorage = engine
        return engine
    }

    var layoutEngineIfPresent: LayoutEngine? { layoutEngineStorage }
}
