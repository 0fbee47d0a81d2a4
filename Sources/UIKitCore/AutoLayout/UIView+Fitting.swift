import Foundation
import LayoutSolver

extension UIView {
    /// The smallest size constraints allow (`systemLayoutSizeFitting` target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size (UIKit's value: a very large size; the solver clamps
    /// targets to ±10⁷ points to stay exact).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// What `systemLayoutSizeFitting` computes: the view's own constraints and
    /// those of its subtree (not the ones tying it to its superview, and not its
    /// frame), plus `width = target.width` and `height = target.height` at the
    /// fitting priorities, solved in an engine of their own. Multi-line labels
    /// are measured again at the width they get, until the size settles.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, appliesFrames: false)
        engine.fittingRoot = self
        engine.messageHandler = { [weak self] message in
            if let handler = self?.window?.onLayoutMessage { handler(message) } else { LayoutEngine.report(message, in: self?.window) }
        }
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: UIView) {
            if let installed = view.autoLayout?.installed {
                constraints.append(contentsOf: installed.filter { constraint in constraint.items.allSatisfy { isInSubtree($0) } })
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(self)
        guard let root = engine.item(for: self) else { return bounds.size }
        for constraint in constraints { engine.addForFitting(constraint) }
        func clamp(_ value: CGFloat) -> Double { Double(min(max(value, -10_000_000), 10_000_000)) }
        for (variable, value, priority) in [(root.width, target.width, horizontal), (root.height, target.height, vertical)] {
            let wish = Constraint(LinearExpression([Term(variable)], constant: -clamp(value)), .equal, strength: priority.solverStrength)
            let address = ObjectIdentifier(wish), name = LayoutItemName(self), axis = variable === root.width ? "width" : "height"
            wish.context = InternalLayoutConstraint("<NSLayoutConstraint:\(LayoutEngine.address(of: address)) 'fittingSizeHTarget' \(name).\(axis) == \(LayoutEngine.format(value)) @\(Int(priority.rawValue))>")
            do { try engine.solver.addConstraint(wish) } catch {}
        }
        engine.solver.updateVariables()
        engine.remeasureWrappingLabels()
        let size = frame(forAlignmentRect: CGRect(x: 0, y: 0, width: root.width.value, height: root.height.value)).size
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
}

extension LayoutEngine {
    /// Adds a constraint to a fitting engine (which does not own it).
    func addForFitting(_ constraint: NSLayoutConstraint) {
        guard let solved = solverConstraint(for: constraint) else { return }
        do {
            try solver.addConstraint(solved)
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            log("Unable to simultaneously satisfy constraints while fitting; ignoring \(constraint) (conflicts with \(conflicting.count - 1)).")
        } catch {}
    }

    /// Multi-line labels measured at their solved widths, until no height changes.
    func remeasureWrappingLabels() {
        for _ in 0..<4 {
            var changed = false
            for item in items.values {
                guard let label = item.view as? UILabel, label.wrapsToLayoutWidth, !item.isPinned else { continue }
                let width = CGFloat(item.width.value)
                if layoutWidths[ObjectIdentifier(label)] != width {
                    layoutWidths[ObjectIdentifier(label)] = width
                    updateContentSize(of: item, view: label)
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }
}
