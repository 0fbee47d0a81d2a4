import Foundation
import LayoutSolver

// UIKit's UIConstraintBasedLayoutDebugging: minimal, but answered by the solver.

extension UIView {
    /// Whether constraints leave the view's frame undetermined (a free position
    /// or size, or an inequality with room and nothing pulling it).
    public var hasAmbiguousLayout: Bool {
        guard let engine = window?.layoutEngineStorage, let item = engine.items[ObjectIdentifier(self)],
              item.view === self, !item.isPinned else { return false }
        return [item.x, item.y, item.width, item.height].contains { engine.solver.isAmbiguous($0) }
    }

    /// The constraints that place the view on `axis` (its own and the ones they depend on).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = window?.layoutEngineStorage, let item = engine.items[ObjectIdentifier(self)],
              item.view === self else { return [] }
        return engine.constraintsAffecting(item, axis: axis)
    }

    /// Moves an ambiguously placed view to another layout its constraints allow
    /// (until the next layout pass with changes), to show what is missing.
    public func exerciseAmbiguityInLayout() {
        guard let engine = window?.layoutEngineStorage, let item = engine.items[ObjectIdentifier(self)],
              item.view === self, !item.isPinned else { return }
        engine.exerciseAmbiguity(of: item)
        applySolvedAlignmentRect(item.rect)
    }
}

extension LayoutEngine {
    func isAmbiguous(_ guide: UILayoutGuide) -> Bool {
        guard let item = items[ObjectIdentifier(guide)], item.guide === guide else { return false }
        return [item.x, item.y, item.width, item.height].contains { solver.isAmbiguous($0) }
    }

    func constraintsAffecting(_ guide: UILayoutGuide, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item = items[ObjectIdentifier(guide)], item.guide === guide else { return [] }
        return constraintsAffecting(item, axis: axis)
    }

    func constraintsAffecting(_ item: EngineItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let variables = axis == .horizontal ? [item.x, item.width] : [item.y, item.height]
        var seen = Set<ObjectIdentifier>()
        var result: [NSLayoutConstraint] = []
        for variable in variables {
            for constraint in solver.constraintsAffecting(variable) {
                guard let owner = constraint.context as? NSLayoutConstraint, seen.insert(ObjectIdentifier(owner)).inserted else { continue }
                result.append(owner)
            }
        }
        return result
    }

    /// Pulls each ambiguous variable of the item 20 points away with a weak wish.
    func exerciseAmbiguity(of item: EngineItem) {
        for variable in [item.x, item.y, item.width, item.height] where solver.isAmbiguous(variable) {
            let wish = Constraint(LinearExpression([Term(variable)], constant: -(variable.value + 20)), .equal,
                                  strength: UILayoutPriority(1).solverStrength)
            if (try? solver.addConstraint(wish)) != nil { exerciseConstraints.append(wish) }
        }
        solve()
    }
}
