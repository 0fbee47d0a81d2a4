import Foundation
import LayoutSolver
import UIKit

/// Group 7: Auto Layout. For chains and grids of 100, 1,000 and
/// 10,000 views: the first solve (constraints into the solver, solved,
/// frames applied by `layoutIfNeeded`), and a re-solve after one `constant`
/// changed, both for a change that moves one view ("local") and one that moves
/// everything after it ("cascade"). The same shapes on the bare solver say
/// what the engine costs and what the views cost. The growth exponent is the
/// least-squares slope of log(time) over log(views).
struct AutoLayoutBench {
    static let sizes = [100, 1000, 10_000]
    /// `--quick` (a debug build in `make test`) stops at 1,000 views.
    static let quickSizes = [100, 1000]
    static let shapes = ["chain", "grid"]
    let repetitions: Int
    var quick = false

    func run() -> [String: Any] {
        var rows: [[String: Any]] = []
        for shape in Self.shapes {
            for count in quick ? Self.quickSizes : Self.sizes {
                rows.append(measure(shape: shape, count: count))
            }
        }
        var growth: [String: Any] = [:]
        for shape in Self.shapes {
            let shapeRows = rows.filter { $0["shape"] as? String == shape }
            for key in ["solve_ms", "local_edit_us", "cascade_edit_us", "solver_solve_ms", "solver_local_edit_us", "solver_cascade_edit_us"] {
                let points = shapeRows.compactMap { row -> (Double, Double)? in
                    guard let value = (row[key] as? [String: Any])?["median"] as? Double, let n = row["views"] as? Int, value > 0 else { return nil }
                    return (Double(n), value)
                }
                growth["\(shape).\(key)"] = Bench.round(Self.exponent(points))
            }
        }
        return ["rows": rows, "growth_exponent": growth, "repetitions": repetitions,
                "goal": ["local_edit_us_at_1000_views_below": 50, "growth_exponent_at_most": 1.2]]
    }

    /// The goals: a one-constant re-solve of 1,000 views under 50 µs, and
    /// no worse than linear growth (exponent ≤ 1.2, allowing for cache effects).
    static func targets(_ result: [String: Any]?) -> [[String: Any]] {
        guard let result else { return [] }
        var targets: [[String: Any]] = []
        let rows = result["rows"] as? [[String: Any]] ?? []
        for shape in shapes {
            guard let row = rows.first(where: { $0["shape"] as? String == shape && $0["views"] as? Int == 1000 }) else { continue }
            let local = (row["local_edit_us"] as? [String: Any])?["median"] as? Double ?? .nan
            targets.append(["name": "auto layout: one-constant re-solve, 1,000-view \(shape) (us)", "target": "< 50",
                            "value": Bench.round(local), "met": local < 50])
        }
        let growth = result["growth_exponent"] as? [String: Any] ?? [:]
        let worst = growth.values.compactMap { $0 as? Double }.filter(\.isFinite).max() ?? .nan
        targets.append(["name": "auto layout: worst growth exponent (solve, re-solves)", "target": "<= 1.2",
                        "value": Bench.round(worst), "met": worst <= 1.2])
        return targets
    }

    /// The fields `--check` wants in group 7.
    static func missingFields(_ result: [String: Any]?, quick: Bool) -> [String] {
        guard let result else { return ["autolayout"] }
        let fields = ["solve_ms.median", "local_edit_us.median", "cascade_edit_us.median", "solver_solve_ms.median",
                      "solver_local_edit_us.median", "solver_cascade_edit_us.median", "views_moved_by_cascade_edit"]
        var missing: [String] = []
        let rows = result["rows"] as? [[String: Any]] ?? []
        for shape in shapes {
            for count in quick ? quickSizes : sizes {
                guard let row = rows.first(where: { $0["shape"] as? String == shape && $0["views"] as? Int == count }) else {
                    missing.append("autolayout[\(shape) \(count)]"); continue
                }
                missing += fields.filter { ResultsCheck.value(row, $0) == nil }.map { "autolayout[\(shape) \(count)].\($0)" }
            }
        }
        if result["growth_exponent"] == nil { missing.append("autolayout.growth_exponent") }
        return missing
    }

    /// The least-squares slope of log(y) over log(x).
    static func exponent(_ points: [(Double, Double)]) -> Double {
        guard points.count >= 2 else { return .nan }
        let xs = points.map { log($0.0) }, ys = points.map { log($0.1) }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        let num = zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let den = xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        return num / den
    }

    func measure(shape: String, count: Int) -> [String: Any] {
        let reps = count >= 10_000 ? max(1, repetitions / 4) : repetitions
        var solves: [Double] = [], locals: [Double] = [], cascades: [Double] = []
        var moved = (local: 0, cascade: 0)
        for _ in 0..<max(1, reps / 4 + 1) {
            let t0 = Clock.threadCPU()
            let layout = ViewLayout(shape: shape, count: count)
            layout.window.layoutIfNeeded()
            solves.append(Clock.threadCPU() - t0)
            // Re-solves: flip one constant back and forth, each followed by a layout pass.
            for step in 0..<reps {
                let (local, cascade) = layout.edits
                local.constant = step % 2 == 0 ? 12 : 4
                let t1 = Clock.threadCPU()
                layout.window.layoutIfNeeded()
                locals.append(Clock.threadCPU() - t1)
                cascade.constant = step % 2 == 0 ? 30 : 20
                let t2 = Clock.threadCPU()
                layout.window.layoutIfNeeded()
                cascades.append(Clock.threadCPU() - t2)
            }
            moved = layout.movedCounts()
        }
        let solver = SolverLayout.measure(shape: shape, count: count, repetitions: reps)
        return ["shape": shape, "views": count,
                "solve_ms": Summary(solves).scaled(1e3).json,
                "local_edit_us": Summary(locals).scaled(1e6).json,
                "cascade_edit_us": Summary(cascades).scaled(1e6).json,
                "views_moved_by_local_edit": moved.local, "views_moved_by_cascade_edit": moved.cascade,
                "solver_solve_ms": Summary(solver.solves).scaled(1e3).json,
                "solver_local_edit_us": Summary(solver.locals).scaled(1e6).json,
                "solver_cascade_edit_us": Summary(solver.cascades).scaled(1e6).json,
                "solver_constraints": solver.constraints]
    }
}

/// Views laid out with anchors in a window with no host (nothing is drawn).
///
/// Chain: rows one below the other, 16 in from the sides, 20 tall, 8 apart (a long form).
/// Grid: √n columns of equal width filling the width, 4 apart, rows 20 tall.
/// The local edit is the leading inset of the last view; the cascade edit the
/// height of the middle view (in the grid, of the middle row's first cell).
final class ViewLayout {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 800))
    let container: UIView
    var views: [UIView] = []
    var edits: (local: NSLayoutConstraint, cascade: NSLayoutConstraint)!
    private var framesBefore: [CGRect] = []

    init(shape: String, count: Int) {
        container = UIView(frame: window.bounds)
        window.addSubview(container)
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(count * 4)
        if shape == "chain" {
            var above = container.topAnchor
            var local: NSLayoutConstraint!, cascade: NSLayoutConstraint!
            for index in 0..<count {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
                let height = view.heightAnchor.constraint(equalToConstant: 20)
                constraints += [leading, view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                                view.topAnchor.constraint(equalTo: above, constant: 8), height]
                above = view.bottomAnchor
                if index == count - 1 { local = leading }
                if index == count / 2 { cascade = height }
                views.append(view)
            }
            edits = (local, cascade)
        } else {
            let columns = Int(Double(count).squareRoot().rounded(.up))
            var local: NSLayoutConstraint!, cascade: NSLayoutConstraint!
            var grid: [[UIView]] = []
            for index in 0..<count {
                let row = index / columns, column = index % columns
                if column == 0 { grid.append([]) }
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let left = column == 0 ? container.leadingAnchor : grid[row][column - 1].trailingAnchor
                let top = row == 0 ? container.topAnchor : grid[row - 1][column].bottomAnchor
                let topConstraint = view.topAnchor.constraint(equalTo: top, constant: 4)
                let height = view.heightAnchor.constraint(equalToConstant: 20)
                constraints += [view.leadingAnchor.constraint(equalTo: left, constant: 4), topConstraint, height]
                if index > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
                if column == columns - 1 {
                    constraints.append(view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -4))
                }
                if index == count - 1 { local = topConstraint }
                if index == (count / columns / 2) * columns { cascade = height }
                grid[row].append(view)
                views.append(view)
            }
            if count % columns != 0, let last = grid.last?.last {
                // A short last row: its last cell still has the common width (nothing to close).
                _ = last
            }
            edits = (local, cascade)
        }
        NSLayoutConstraint.activate(constraints)
    }

    /// How many views the last local and cascade edits moved (checks the shapes).
    func movedCounts() -> (local: Int, cascade: Int) {
        let before = views.map(\.frame)
        edits.local.constant += 1
        window.layoutIfNeeded()
        let afterLocal = views.map(\.frame)
        edits.local.constant -= 1
        edits.cascade.constant += 1
        window.layoutIfNeeded()
        let afterCascade = views.map(\.frame)
        edits.cascade.constant -= 1
        window.layoutIfNeeded()
        return (zip(before, afterLocal).filter { $0 != $1 }.count, zip(afterLocal, afterCascade).filter { $0 != $1 }.count)
    }
}

/// The same shapes on `LayoutSolver` alone (four variables per view).
enum SolverLayout {
    static func measure(shape: String, count: Int, repetitions: Int) -> (solves: [Double], locals: [Double], cascades: [Double], constraints: Int) {
        var solves: [Double] = [], locals: [Double] = [], cascades: [Double] = []
        var constraintCount = 0
        for _ in 0..<max(1, repetitions / 4 + 1) {
            let t0 = Clock.threadCPU()
            let solver = Solver()
            let width = Variable("W")
            try? solver.addEditVariable(width, strength: Strength.required)
            try? solver.suggestValue(width, 1000)
            var local: Constraint?, cascade: Constraint?
            if shape == "chain" {
                var above = LinearExpression(constant: 0)
                for index in 0..<count {
                    let x = Variable(), y = Variable(), w = Variable(), h = Variable()
                    let leading = x == 16
                    let height = h == 20
                    for constraint in [leading, x + w == width - 16, y == above + 8, height] { try? solver.addConstraint(constraint) }
                    above = y + h
                    if index == count - 1 { local = leading }
                    if index == count / 2 { cascade = height }
                }
            } else {
                let columns = Int(Double(count).squareRoot().rounded(.up))
                var xs: [Variable] = [], ys: [Variable] = [], ws: [Variable] = [], hs: [Variable] = []
                for index in 0..<count {
                    let row = index / columns, column = index % columns
                    let x = Variable(), y = Variable(), w = Variable(), h = Variable()
                    let left = column == 0 ? LinearExpression(constant: 0) : xs[index - 1] + ws[index - 1]
                    let top = row == 0 ? LinearExpression(constant: 0) : ys[index - columns] + hs[index - columns]
                    let topConstraint = y == top + 4
                    let height = h == 20
                    for constraint in [x == left + 4, topConstraint, height] { try? solver.addConstraint(constraint) }
                    if index > 0 { try? solver.addConstraint(w == ws[0]) }
                    if column == columns - 1 { try? solver.addConstraint(x + w == width - 4) }
                    if index == count - 1 { local = topConstraint }
                    if index == (count / columns / 2) * columns { cascade = height }
                    xs.append(x); ys.append(y); ws.append(w); hs.append(h)
                }
            }
            solver.updateVariables()
            solves.append(Clock.threadCPU() - t0)
            constraintCount = solver.constraintCount
            for step in 0..<repetitions {
                let t1 = Clock.threadCPU()
                if let local { try? solver.updateConstant(of: local, to: step % 2 == 0 ? -12 : -4) }
                solver.updateVariables()
                locals.append(Clock.threadCPU() - t1)
                let t2 = Clock.threadCPU()
                if let cascade { try? solver.updateConstant(of: cascade, to: step % 2 == 0 ? -30 : -20) }
                solver.updateVariables()
                cascades.append(Clock.threadCPU() - t2)
            }
        }
        return (solves, locals, cascades, constraintCount)
    }
}
