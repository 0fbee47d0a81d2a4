import Foundation
import LayoutSolver

// One layout pass on the engine's side: the update-constraints pass, queued
// changes into the solver, the solve, and marking the views to move.

extension LayoutEngine {
    /// Everything before the top-down walk: update constraints, sync, solve.
    func prepareLayout() {
        runUpdateConstraintsPass()
        sync()
        solve()
    }

    /// Calls `updateConstraints` on the views that asked for it, deepest first (as UIKit).
    func runUpdateConstraintsPass() {
        for _ in 0..<16 where !updateConstraintsQueue.isEmpty {
            let views = updateConstraintsQueue.compactMap(\.view)
            updateConstraintsQueue.removeAll()
            let ordered = views.map { ($0, $0.depth) }.sorted { $0.1 > $1.1 }.map(\.0)
            for view in ordered where view.needsUpdateConstraintsFlag && view.hierarchyRoot === root {
                view.runUpdateConstraints()
            }
        }
    }

    /// Hands queued changes to the solver.
    func sync() {
        if hasPendingWork && !exerciseConstraints.isEmpty {
            for wish in exerciseConstraints { try? solver.removeConstraint(wish) }
            exerciseConstraints.removeAll()
        }
        let removedSomething = !pendingRemovals.isEmpty
        for constraint in pendingRemovals where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
        }
        pendingRemovals.removeAll()

        let changes = pendingChanges
        pendingChanges.removeAll()
        for constraint in changes where constraint.engine === self && constraint.installedOn != nil {
            if constraint.isBroken {
                retry(constraint)
                continue
            }
            guard let solved = constraint.solverConstraint as? Constraint else { continue }
            if solved.strength != constraint.priority.solverStrength {
                try? solver.removeConstraint(solved)
                constraint.solverConstraint = nil
                add(constraint)
                continue
            }
            do {
                try solver.updateConstant(of: solved, to: constraint.baseConstant - Double(constraint.constant))
            } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
                try? solver.removeConstraint(solved)
                constraint.solverConstraint = nil
                breakConstraint(constraint, conflicting: conflicting, broken: constraint)
            } catch {
                log("Could not change the constant of \(constraint): \(error)")
            }
        }

        let activations = pendingActivations
        pendingActivations.removeAll()
        for constraint in activations where constraint.engine === self && constraint.installedOn != nil
            && constraint.solverConstraint == nil && !constraint.isBroken {
            add(constraint)
        }
        if removedSomething {
            for constraint in brokenConstraints { retry(constraint) }
        }

        let resized = itemsWithNewContentSize
        itemsWithNewContentSize.removeAll()
        for item in resized { if let view = item.view, items[ObjectIdentifier(view)] === item { updateContentSize(of: item, view: view) } }

        let moved = itemsWithNewGeometry
        itemsWithNewGeometry.removeAll()
        for item in moved {
            guard let view = item.view, items[ObjectIdentifier(view)] === item else { continue }
            updatePins(of: item)
            refreshSystemGuides(of: view)
        }
    }

    /// Adds an activated constraint to the solver, breaking it if it conflicts.
    func add(_ constraint: NSLayoutConstraint) {
        guard let solved = solverConstraint(for: constraint) else {
            log("Unable to install constraint \(constraint): its items are not in the hierarchy of the view it is installed on.")
            return
        }
        do {
            try solver.addConstraint(solved)
            constraint.solverConstraint = solved
        } catch let SolverError.unsatisfiableConstraint(_, conflicting) {
            breakConstraint(constraint, conflicting: conflicting, broken: constraint)
        } catch {
            log("Could not add \(constraint): \(error)")
        }
    }

    /// Tries a broken constraint again, quietly (it was reported when it broke).
    func retry(_ constraint: NSLayoutConstraint) {
        guard constraint.isBroken, let solved = solverConstraint(for: constraint) else { return }
        if (try? solver.addConstraint(solved)) != nil {
            constraint.solverConstraint = solved
            constraint.isBroken = false
            brokenConstraints.removeAll { $0 === constraint }
        }
    }

    /// Reports a conflict in UIKit's words, once, and leaves `broken` out of the solver.
    func breakConstraint(_ constraint: NSLayoutConstraint, conflicting: [Constraint], broken: NSLayoutConstraint) {
        broken.isBroken = true
        if !brokenConstraints.contains(where: { $0 === broken }) { brokenConstraints.append(broken) }
        var lines = conflicting.map { solved -> String in
            if let owner = solved.context as? NSLayoutConstraint { return owner.description }
            if let own = solved.context as? InternalLayoutConstraint { return own.description }
            return solved.description
        }
        if !conflicting.contains(where: { $0.context === broken }) { lines.append(broken.description) }
        log("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(broken.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    /// Reads the solution; the views that moved ask their superviews for layout
    /// (which applies the frames), guides take their new frames at once.
    func solve() {
        let changed = solver.updateVariables()
        guard appliesFrames else { return }
        var seen = Set<ObjectIdentifier>()
        for variable in changed {
            guard let item = variable.context as? EngineItem, seen.insert(ObjectIdentifier(item)).inserted else { continue }
            if let view = item.view {
                if !item.isPinned { view.markSolvedFrameStale() }
            } else if let guide = item.guide {
                guide.layoutFrame = item.rect
                if guide.systemRole == SystemGuideRole.scrollContent, let scrollView = guide.owningView as? UIScrollView {
                    scrollView.contentSizeFromLayoutGuide(item.rect.size)
                }
                guide.owningView?.setNeedsLayout()
            }
        }
    }
}
