import Foundation

/// A relation between two layout attributes, `first = multiplier × second + constant`,
/// as in UIKit.
///
/// Activating a constraint installs it on the closest common ancestor of its
/// items (that view's `constraints`); the window's layout pass hands it to the
/// solver (`LayoutSolver`). Changing `constant` on an active constraint is an
/// incremental re-solve. Differences from UIKit: misuse that UIKit turns into
/// an exception (items without a common ancestor, an item that is neither a
/// view nor a layout guide) is printed and the constraint stays inactive;
/// changing the priority between required and not of an active constraint is
/// allowed (UIKit throws).
open class NSLayoutConstraint: CustomStringConvertible, CustomDebugStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// UIKit's old name for `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?
    /// For anchors made by `anchorWithOffset(to:)`: the attribute subtracted from
    /// the first (or second) one.
    var firstOffsetBase: LayoutAttributeReference?
    var secondOffsetBase: LayoutAttributeReference?

    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The view whose `constraints` hold this one while it is active.
    weak var installedOn: UIView?
    /// The solver's copy while the window's engine holds it.
    var solverConstraint: AnyObject?
    weak var engine: LayoutEngine?
    /// Broken to resolve a conflict: active, but not in the solver.
    var isBroken = false
    var baseConstantStorage: Double = 0

    /// UIKit's designated initializer: `item1.attribute1 relation multiplier × item2.attribute2 + constant`.
    /// Items are views or layout guides; `toItem` is nil (and `attr2` `.notAnAttribute`)
    /// for a constant size.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItemStorage = view1 as AnyObject
        secondItemStorage = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = view2 == nil ? 1 : multiplier
        constantStorage = c
    }

    /// A constraint between two anchors (what the anchor methods build).
    init(first: LayoutAttributeReference, relation: Relation, second: LayoutAttributeReference?,
         multiplier: CGFloat, constant: CGFloat) {
        firstItemStorage = first.item
        firstAttribute = first.attribute
        firstOffsetBase = first.offsetBase
        secondItemStorage = second?.item
        secondAttribute = second?.attribute ?? .notAnAttribute
        secondOffsetBase = second?.offsetBase
        self.relation = relation
        self.multiplier = second == nil ? 1 : multiplier
        constantStorage = constant
    }

    // MARK: Items

    open var firstItem: AnyObject? { firstItemStorage }
    open var secondItem: AnyObject? { secondItemStorage }

    /// The first attribute as an anchor (type-erased, as UIKit's `NSLayoutAnchor<AnyObject>`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(reference: LayoutAttributeReference(item: firstItemStorage, attribute: firstAttribute,
                                                                      offsetBase: firstOffsetBase))
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(reference: LayoutAttributeReference(item: secondItemStorage, attribute: secondAttribute,
                                                                             offsetBase: secondOffsetBase))
    }

    // MARK: Values

    private var constantStorage: CGFloat
    private var priorityStorage = UILayoutPriority.required

    /// The constant; changing it on an active constraint re-solves incrementally
    /// at the next layout pass (animate it with `layoutIfNeeded()` in an animation block).
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            engine?.constantDidChange(self)
        }
    }

    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = UILayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != priorityStorage else { return }
            priorityStorage = clamped
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in descriptions and conflict messages.
    open var identifier: String?
    open var shouldBeArchived = false

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the
    /// constraint on the items' closest common ancestor (or removes it).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue {
                activate()
            } else {
                installedOn?.uninstall(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedOn == nil else { return }
        guard let ancestor = commonAncestor() else { return }
        ancestor.install(self)
    }

    /// The view the constraint belongs on: the closest common ancestor of the
    /// items' views (a layout guide counts as its owning view). Prints why not.
    func commonAncestor() -> UIView? {
        guard let firstView = Self.view(for: firstItemStorage) else {
            LayoutEngine.report("Unable to activate constraint \(self): its first item is not a view in a hierarchy or a layout guide with an owning view.")
            return nil
        }
        var views = [firstView]
        for item in [secondItemStorage, firstOffsetBase?.item, secondOffsetBase?.item] {
            guard let item else { continue }
            guard let view = Self.view(for: item) else {
                LayoutEngine.report("Unable to activate constraint \(self): item \(LayoutEngine.name(of: item)) is not a view or an owned layout guide.",
                                    in: firstView.window)
                return nil
            }
            views.append(view)
        }
        var ancestor: UIView? = views[0]
        for view in views.dropFirst() {
            ancestor = ancestor.flatMap { UIView.closestCommonAncestor($0, view) }
        }
        guard let ancestor else {
            LayoutEngine.report("Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.",
                                in: firstView.window)
            return nil
        }
        return ancestor
    }

    static func view(for item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    // MARK: Description

    /// UIKit's format: `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    open var description: String {
        var text = "<NSLayoutConstraint:\(LayoutEngine.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + LayoutEngine.name(of: firstItemStorage, attribute: firstAttribute, offsetBase: firstOffsetBase)
        text += " " + relationSymbol
        var right = ""
        if secondAttribute != .notAnAttribute {
            right = LayoutEngine.name(of: secondItemStorage, attribute: secondAttribute, offsetBase: secondOffsetBase)
            if multiplier != 1 { right = "\(LayoutEngine.format(multiplier))*\(right)" }
            if constant > 0 { right += " + \(LayoutEngine.format(constant))" }
            if constant < 0 { right += " - \(LayoutEngine.format(-constant))" }
        } else {
            right = LayoutEngine.format(constant)
        }
        text += " " + right
        if !priority.isRequired { text += " @\(LayoutEngine.format(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    open var debugDescription: String { description }

    var relationSymbol: String {
        switch relation {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// One side of a constraint: an attribute of a view or layout guide, minus
/// another attribute for anchors made by `anchorWithOffset(to:)`.
final class LayoutAttributeReference {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    let offsetBase: LayoutAttributeReference?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetBase: LayoutAttributeReference? = nil) {
        self.item = item
        self.attribute = attribute
        self.offsetBase = offsetBase
    }
}

extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    var isSize: Bool { self == .width || self == .height }

    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
