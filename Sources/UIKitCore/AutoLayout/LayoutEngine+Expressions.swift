import Foundation
import LayoutSolver

// From a constraint's attributes to linear expressions over item variables,
// in the coordinate space of the view the constraint is installed on.

extension LayoutEngine {
    /// The solver's version of a constraint: `first − multiplier × second − constant  relation  0`.
    func solverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
        guard let container = constraint.installedOn,
              var expression = expression(item: constraint.firstItemStorage, attribute: constraint.firstAttribute,
                                          offsetBase: constraint.firstOffsetBase, in: container) else { return nil }
        if constraint.secondAttribute != .notAnAttribute {
            guard let second = self.expression(item: constraint.secondItemStorage, attribute: constraint.secondAttribute,
                                               offsetBase: constraint.secondOffsetBase, in: container) else { return nil }
            expression = expression - second * Double(constraint.multiplier)
        }
        constraint.baseConstant = expression.constant
        expression.constant -= Double(constraint.constant)
        let relation: Constraint.Relation
        switch constraint.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let solved = Constraint(expression, relation, strength: constraint.priority.solverStrength)
        solved.context = constraint
        return solved
    }

    func expression(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, offsetBase: LayoutAttributeReference?,
                    in container: UIView) -> LinearExpression? {
        guard let item, var result = expression(of: item, attribute, in: container) else { return nil }
        if let offsetBase {
            guard let baseItem = offsetBase.item, let base = expression(of: baseItem, offsetBase.attribute, in: container) else { return nil }
            result = result - base
        }
        return result
    }

    /// An attribute of a view or guide, in `container`'s bounds coordinates. Right
    /// to left (the view's, or the guide's view's, effective direction), leading is
    /// minus the right edge and trailing minus the left: the x axis runs the other
    /// way, so `a.leading == b.trailing + 8` puts `a` 8 points left of `b`, as in UIKit.
    func expression(of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression? {
        if attribute == .leading || attribute == .trailing,
           let view = (object as? UIView) ?? (object as? UILayoutGuide)?.owningView,
           view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            return expression(of: object, attribute == .leading ? .right : .left, in: container).map { $0 * -1 }
        }
        return absoluteExpression(of: object, attribute, in: container)
    }

    private func absoluteExpression(of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> LinearExpression? {
        // Margin attributes are the attributes of the layout margins guide.
        if let view = object as? UIView, let plain = attribute.withoutMargins {
            return expression(of: view.layoutMarginsGuide, plain, in: container)
        }
        if let view = object as? UIView, attribute == .firstBaseline || attribute == .lastBaseline {
            return baselineExpression(of: view, first: attribute == .firstBaseline, in: container)
        }
        if let view = object as? UIView, view === container {
            guard let item = item(for: view) else { return nil }
            switch attribute {
            case .left, .leading, .top: return LinearExpression(constant: 0)
            case .right, .trailing, .width: return LinearExpression(item.width)
            case .bottom, .height: return LinearExpression(item.height)
            case .centerX: return LinearExpression([Term(item.width, 0.5)])
            case .centerY: return LinearExpression([Term(item.height, 0.5)])
            default: return nil
            }
        }
        guard let item = item(for: object), let offset = origin(of: object, in: container) else { return nil }
        switch attribute {
        case .left, .leading: return LinearExpression(offset.x)
        case .right, .trailing: return LinearExpression(offset.x + [Term(item.width)])
        case .centerX: return LinearExpression(offset.x + [Term(item.width, 0.5)])
        case .top: return LinearExpression(offset.y)
        case .bottom, .firstBaseline, .lastBaseline: return LinearExpression(offset.y + [Term(item.height)])
        case .centerY: return LinearExpression(offset.y + [Term(item.height, 0.5)])
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        default: return nil
        }
    }

    /// The sums of x (and y) variables from the object up to `container`.
    func origin(of object: AnyObject, in container: UIView) -> (x: [Term], y: [Term])? {
        var xs: [Term] = [], ys: [Term] = []
        var cursor: UIView?
        if let guide = object as? UILayoutGuide {
            guard let item = item(for: guide) else { return nil }
            xs.append(Term(item.x)); ys.append(Term(item.y))
            cursor = guide.owningView
        } else {
            cursor = object as? UIView
        }
        while let view = cursor, view !== container {
            guard let item = item(for: view) else { return nil }
            xs.append(Term(item.x)); ys.append(Term(item.y))
            cursor = view.superview
        }
        guard cursor === container else { return nil }
        return (xs, ys)
    }

    /// A baseline: the baseline view's (`forFirstBaselineLayout`) text baseline,
    /// or its bottom when it has no text.
    func baselineExpression(of view: UIView, first: Bool, in container: UIView) -> LinearExpression? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view, target.isDescendant(of: view) {
            return baselineExpression(of: target, first: first, in: container)
        }
        guard let top = expression(of: view, .top, in: container), let item = item(for: view) else { return nil }
        if let text = view as? TextBaselineProviding, let offsets = text.baselineOffsetsFromCenter {
            return top + LinearExpression([Term(item.height, 0.5)], constant: Double(first ? offsets.first : offsets.last))
        }
        return top + LinearExpression(item.height)
    }
}

/// Views that draw text vertically centred say where its baselines fall,
/// relative to their centre (negative: above).
protocol TextBaselineProviding {
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? { get }
}

extension NSLayoutConstraint {
    /// The expression's constant apart from `constant` (baseline offsets), so a
    /// new `constant` maps to a new solver constant.
    var baseConstant: Double {
        get { baseConstantStorage }
        set { baseConstantStorage = newValue }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute of a margin attribute (`leadingMargin` → `leading`), or nil.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
