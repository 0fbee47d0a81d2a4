import Foundation
import LayoutSolver

/// A view or layout guide in an engine: the solver variables of its alignment
/// rectangle, in its superview's (owning view's) bounds coordinates.
final class EngineItem {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let x: Variable, y: Variable, width: Variable, height: Variable
    /// Whether x, y, width and height are required edit variables (a view placed by its frame).
    var isPinned = false
    var pinnedValues: [Double] = [.nan, .nan, .nan, .nan]
    /// Content-size constraints: width ≥, width ≤, height ≥, height ≤.
    var contentConstraints: [Constraint?] = [nil, nil, nil, nil]
    /// The constraints placing a system guide (safe area, margins…) in its owning view.
    var systemConstraints: [Constraint] = []

    init(view: UIView?, guide: UILayoutGuide?) {
        self.view = view
        self.guide = guide
        // Named in messages only: the name is spelled out when first asked for.
        let name = LayoutItemName(view ?? guide)
        x = Variable(lazilyNamed: { "\(name).minX" })
        y = Variable(lazilyNamed: { "\(name).minY" })
        width = Variable(lazilyNamed: { "\(name).width" })
        height = Variable(lazilyNamed: { "\(name).height" })
        for variable in [x, y, width, height] { variable.context = self }
    }

    var object: AnyObject? { view ?? guide }

    /// The solved alignment rectangle.
    var rect: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}

extension LayoutEngine {
    /// The item of a view or guide, made (with its pins or content-size
    /// constraints) the first time a constraint names it.
    func item(for object: AnyObject) -> EngineItem? {
        let key = ObjectIdentifier(object)
        if let existing = items[key], existing.object === object { return existing }
        let view = object as? UIView, guide = object as? UILayoutGuide
        guard view != nil || guide != nil else { return nil }
        let item = EngineItem(view: view, guide: guide)
        items[key] = item
        if let view {
            if appliesFrames {
                view.layoutStorage.isEngineItem = true
                view.layoutStorage.engineItem = item
            }
            if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot {
                pin(item, to: view)
            } else {
                updateContentSize(of: item, view: view)
            }
        } else if let guide, guide.systemRole != nil {
            addSystemConstraints(for: item, guide: guide)
        }
        return item
    }

    /// Takes an item out of the solver (its view left the window).
    func forget(_ object: AnyObject) {
        guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        if item.isPinned {
            for variable in [item.x, item.y, item.width, item.height] { try? solver.removeEditVariable(variable) }
            item.isPinned = false
        }
        for case let constraint? in item.contentConstraints { try? solver.removeConstraint(constraint) }
        for constraint in item.systemConstraints { try? solver.removeConstraint(constraint) }
        item.contentConstraints = [nil, nil, nil, nil]
        item.systemConstraints = []
        if let view = object as? UIView, view.autoLayout?.engineItem === item {
            view.autoLayout?.engineItem = nil
            view.autoLayout?.isEngineItem = false
        }
    }

    // MARK: Views placed by their frame

    /// UIKit's autoresizing constraints for a view whose frame places it: its
    /// alignment rectangle pinned by required edit variables.
    func pin(_ item: EngineItem, to view: UIView) {
        guard !item.isPinned else { return }
        removeContentSize(of: item)
        let rect = view.pinnedAlignmentRect
        let values = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
        for (variable, value) in zip([item.x, item.y, item.width, item.height], values) {
            variable.context = item
            do {
                try solver.addEditVariable(variable, strength: Strength.required, value: value)
            } catch {
                resolvePinConflict(item, variable: variable, value: value, error: error)
            }
        }
        item.isPinned = true
        item.pinnedValues = values
    }

    func unpin(_ item: EngineItem) {
        guard item.isPinned else { return }
        for variable in [item.x, item.y, item.width, item.height] { try? solver.removeEditVariable(variable) }
        item.isPinned = false
    }

    /// Moves the pins to the view's current frame (after a frame change or a window resize).
    func updatePins(of item: EngineItem) {
        guard item.isPinned, let view = item.view else { return }
        let rect = view.pinnedAlignmentRect
        let values = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
        if zip(item.pinnedValues, values).filter({ $0 != $1 }).count > 1 {
            // Several edges moved at once (a frame set whole): UIKit moves them
            // together. Suggested one at a time, the frame in between (the new
            // origin with the old width) can contradict a required constraint,
            // a `centerX` say, that the final frame satisfies; so the pins are
            // taken out and put back at the new frame.
            unpin(item)
            pin(item, to: view)
            return
        }
        for (index, variable) in [item.x, item.y, item.width, item.height].enumerated() where item.pinnedValues[index] != values[index] {
            do {
                try solver.suggestValue(variable, values[index])
            } catch {
                resolvePinConflict(item, variable: variable, value: values[index], error: error)
            }
        }
        item.pinnedValues = values
    }

    /// A frame that contradicts required constraints: as UIKit does, break one of
    /// them (the most recently added) and keep the frame.
    func resolvePinConflict(_ item: EngineItem, variable: Variable, value: Double, error: Error) {
        var failure = error
        for _ in 0..<8 {
            guard case let SolverError.unsatisfiableConstraint(_, conflicting) = failure,
                  let victim = conflicting.compactMap({ $0.context as? NSLayoutConstraint }).last,
                  let solved = victim.solverConstraint as? Constraint else { return }
            try? solver.removeConstraint(solved)
            victim.solverConstraint = nil
            breakConstraint(victim, conflicting: conflicting, broken: victim)
            do {
                if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, strength: Strength.required) }
                try solver.suggestValue(variable, value)
                return
            } catch {
                failure = error
            }
        }
    }

    // MARK: Content size

    /// UIKit's content-size constraints: width ≥ intrinsic at the compression
    /// resistance, width ≤ intrinsic at the hugging priority; same for height.
    func updateContentSize(of item: EngineItem, view: UIView) {
        guard !item.isPinned else { return }
        let size = view.intrinsicContentSize(forLayoutWidth: layoutWidths[ObjectIdentifier(view)])
        let axes: [(Variable, CGFloat, NSLayoutConstraint.Axis)] = [(item.width, size.width, .horizontal), (item.height, size.height, .vertical)]
        for (axisIndex, (variable, metric, axis)) in axes.enumerated() {
            let wanted: [(Constraint.Relation, UILayoutPriority)] = [
                (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
                (.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
            ]
            for (offset, (relation, priority)) in wanted.enumerated() {
                let index = axisIndex * 2 + offset
                let existing = item.contentConstraints[index]
                guard metric >= 0 else {
                    if let existing { try? solver.removeConstraint(existing) }
                    item.contentConstraints[index] = nil
                    continue
                }
                if let existing, existing.strength == priority.solverStrength {
                    do { try solver.updateConstant(of: existing, to: -Double(metric)) } catch {
                        try? solver.removeConstraint(existing)
                        item.contentConstraints[index] = nil
                    }
                    continue
                }
                if let existing { try? solver.removeConstraint(existing) }
                let constraint = Constraint(LinearExpression([Term(variable)], constant: -Double(metric)), relation,
                                            strength: priority.solverStrength)
                let kind = relation == .greaterThanOrEqual ? "compression resistance" : "hugging"
                // Values only in the description (it is made later, if ever shown).
                let address = ObjectIdentifier(constraint), name = LayoutItemName(view)
                let hugging = Int(view.contentHuggingPriority(for: axis).rawValue)
                let resistance = Int(view.contentCompressionResistancePriority(for: axis).rawValue)
                constraint.context = InternalLayoutConstraint(
                    "<NSContentSizeLayoutConstraint:\(LayoutEngine.address(of: address)) \(name).\(axis == .horizontal ? "width" : "height") \(relation == .greaterThanOrEqual ? ">=" : "<=") \(LayoutEngine.format(metric)) Hug:\(hugging) CompressionResistance:\(resistance)>  (\(kind))")
                do {
                    try solver.addConstraint(constraint)
                    item.contentConstraints[index] = constraint
                } catch {
                    item.contentConstraints[index] = nil
                }
            }
        }
    }

    func removeContentSize(of item: EngineItem) {
        for case let constraint? in item.contentConstraints { try? solver.removeConstraint(constraint) }
        item.contentConstraints = [nil, nil, nil, nil]
    }

    func intrinsicContentSizeDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)], item.view === view else { return }
        itemsWithNewContentSize.append(item)
        needsPass()
    }

    func contentPrioritiesDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)], item.view === view else { return }
        removeContentSize(of: item)
        itemsWithNewContentSize.append(item)
        needsPass()
    }

    func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard let item = items[ObjectIdentifier(view)], item.view === view else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            pin(item, to: view)
        } else {
            unpin(item)
            updateContentSize(of: item, view: view)
        }
        needsPass()
    }

    /// A view placed by its frame moved: its pins (and its system guides) follow.
    func geometryDidChange(_ view: UIView) {
        if view.autoLayout?.tracksInsets == true { insetsNeedRefresh = true }
        guard let item = items[ObjectIdentifier(view)], item.view === view else { return }
        itemsWithNewGeometry.append(item)
        needsPass()
    }
}

extension UIView {
    /// The alignment rectangle of the frame the view has (transform left out),
    /// which its autoresizing constraints pin.
    var pinnedAlignmentRect: CGRect {
        let size = bounds.size
        let frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        return alignmentRect(forFrame: frame)
    }

}
