import XCTest
@testable import LayoutSolver

/// Random systems, edited at random, solved twice: with lazy definitions (the
/// default) and eagerly as kiwi does. Every variable has a stay of its own
/// weight, so the optimum is unique and both must find the same values; every
/// required constraint must hold; both must refuse the same constraints.
final class SolverFuzzTests: XCTestCase {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    }

    /// One constraint, as a recipe both solvers can build.
    struct Recipe {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Constraint.Relation
        var strength: Double

        func make(_ variables: [Variable]) -> Constraint {
            Constraint(LinearExpression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant), relation, strength: strength)
        }
    }

    func testLazyAndEagerSolversAgreeOnRandomEdits() throws {
        for seed in 1...16 {
            try runScenario(seed: UInt64(seed), steps: 120)
        }
    }

    /// Coefficients of ±1 only, as layouts have them: definitions then often
    /// cancel out when expanded (a bug once hid there).
    func testLazyAndEagerSolversAgreeWithUnitCoefficients() throws {
        for seed in 100...115 {
            try runScenario(seed: UInt64(seed), steps: 120, unitCoefficients: true)
        }
    }

    func runScenario(seed: UInt64, steps: Int, unitCoefficients: Bool = false) throws {
        var random = Generator(state: seed)
        let lazy = Solver(lazyDefinitions: true), eager = Solver(lazyDefinitions: false)
        var lazyVariables: [Variable] = [], eagerVariables: [Variable] = []
        var live: [(Recipe, Constraint, Constraint)] = []
        var editing: Set<Int> = []

        func add(_ recipe: Recipe, context: String) throws -> Bool {
            let a = recipe.make(lazyVariables), b = recipe.make(eagerVariables)
            var lazyFailed = false, eagerFailed = false
            do { try lazy.addConstraint(a) } catch SolverError.unsatisfiableConstraint { lazyFailed = true }
            do { try eager.addConstraint(b) } catch SolverError.unsatisfiableConstraint { eagerFailed = true }
            XCTAssertEqual(lazyFailed, eagerFailed, context)
            if lazyFailed { XCTAssertFalse(lazy.hasConstraint(a), context) }
            guard !lazyFailed && !eagerFailed else { return false }
            live.append((recipe, a, b))
            return true
        }
        func randomTerms(_ count: Int) -> [(Int, Double)] {
            (0..<count).map { _ in
                (random.int(0...(lazyVariables.count - 1)), unitCoefficients ? (random.chance(50) ? 1 : -1) : Double(random.int(-3...3)))
            }
        }
        /// A new variable: defined from the others (a lazy definition), then
        /// given a stay of its own weight so it stays unique if the definition goes.
        func newVariable(context: String) throws {
            let index = lazyVariables.count
            lazyVariables.append(Variable("a\(index)"))
            eagerVariables.append(Variable("b\(index)"))
            if index >= 2 && random.chance(80) {
                var terms = randomTerms(random.int(1...2))
                terms.insert((index, 1), at: random.int(0...terms.count))
                _ = try add(Recipe(terms: terms, constant: Double(random.int(-30...30)), relation: .equal,
                                   strength: Strength.required), context: context)
            }
            let stay = Recipe(terms: [(index, 1)], constant: -Double(random.int(-50...50)), relation: .equal,
                              strength: Strength.create(0, 0, Double(index * 7 + 1) + Double(random.int(0...5)) / 10))
            let a = stay.make(lazyVariables), b = stay.make(eagerVariables)
            try lazy.addConstraint(a)
            try eager.addConstraint(b)
        }

        for _ in 0..<3 { try newVariable(context: "seed \(seed) setup") }
        for step in 0..<steps {
            let context = "seed \(seed) step \(step)"
            switch random.int(0...11) {
            case 0...2:
                let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
                let strength = random.chance(70) ? Strength.required : Strength.create(Double(random.int(0...2)), Double(random.int(1...9)), 0)
                _ = try add(Recipe(terms: randomTerms(random.int(1...3)), constant: Double(random.int(-40...40)),
                                   relation: relations[random.int(0...2)], strength: strength), context: context)
            case 3...4 where lazyVariables.count < 24:
                try newVariable(context: context)
            case 5...6 where !live.isEmpty:
                let (_, a, b) = live.remove(at: random.int(0...(live.count - 1)))
                try lazy.removeConstraint(a)
                try eager.removeConstraint(b)
            case 7...8 where !live.isEmpty:
                let index = random.int(0...(live.count - 1))
                let constant = Double(random.int(-40...40))
                var lazyFailed = false, eagerFailed = false
                do { try lazy.updateConstant(of: live[index].1, to: constant) } catch SolverError.unsatisfiableConstraint { lazyFailed = true }
                do { try eager.updateConstant(of: live[index].2, to: constant) } catch SolverError.unsatisfiableConstraint { eagerFailed = true }
                XCTAssertEqual(lazyFailed, eagerFailed, context)
                if !lazyFailed { live[index].0.constant = constant }
            default:
                let index = random.int(0...(lazyVariables.count - 1))
                if !editing.contains(index) {
                    try lazy.addEditVariable(lazyVariables[index], strength: Strength.strong + Double(index))
                    try eager.addEditVariable(eagerVariables[index], strength: Strength.strong + Double(index))
                    editing.insert(index)
                }
                let value = Double(random.int(-60...60))
                var lazyFailed = false, eagerFailed = false
                do { try lazy.suggestValue(lazyVariables[index], value) } catch SolverError.unsatisfiableConstraint { lazyFailed = true }
                do { try eager.suggestValue(eagerVariables[index], value) } catch SolverError.unsatisfiableConstraint { eagerFailed = true }
                XCTAssertEqual(lazyFailed, eagerFailed, context)
            }
            lazy.updateVariables()
            eager.updateVariables()
            for index in lazyVariables.indices {
                XCTAssertEqual(lazyVariables[index].value, eagerVariables[index].value, accuracy: 1e-6,
                               "\(context) variable \(index)\n\(lazy.dump())\n\(eager.dump())")
            }
            for (recipe, _, _) in live where recipe.strength >= Strength.required {
                let value = recipe.terms.reduce(recipe.constant) { $0 + $1.1 * lazyVariables[$1.0].value }
                switch recipe.relation {
                case .equal: XCTAssertEqual(value, 0, accuracy: 1e-6, context)
                case .lessThanOrEqual: XCTAssertLessThanOrEqual(value, 1e-6, context)
                case .greaterThanOrEqual: XCTAssertGreaterThanOrEqual(value, -1e-6, context)
                }
            }
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        if ProcessInfo.processInfo.environment["FUZZ_STATS"] != nil {
            print("seed \(seed): variables \(lazyVariables.count) live \(live.count) lazy \(lazy.statistics) eager \(eager.statistics)")
        }
    }
}
