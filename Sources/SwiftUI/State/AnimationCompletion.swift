import Foundation

/// When an animation's completion runs, as SwiftUI's `AnimationCompletionCriteria`
/// (iOS 17). Our animations end when their UIKit animation ends, so both criteria
/// run the completion then.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions of one `withAnimation` call: run once, when the animation of the
/// update it caused ends, or on the next turn of the main queue when it changed
/// nothing that is shown.
final class AnimationCompletions: @unchecked Sendable {
    private var actions: [() -> Void] = []
    /// Whether an update pass took the transaction (then the pass runs the completions).
    private(set) var isClaimed = false

    func add(_ action: @escaping () -> Void) { actions.append(action) }

    func claim() { isClaimed = true }

    func run() {
        let pending = actions
        actions.removeAll()
        for action in pending { action() }
    }
}

extension Transaction {
    /// Adds a completion to run when the animations of this transaction end (iOS 17).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        let box = completions ?? AnimationCompletions()
        box.add(completion)
        completions = box
    }
}

/// `withAnimation` with a completion (iOS 17): `completion` runs when the animation of
/// the update `body` caused ends (at once, on the next turn of the main queue, when
/// `body` changed nothing shown).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    let completions = transaction.completions!
    let result = try withTransaction(transaction, body)
    if !completions.isClaimed {
        DispatchQueue.main.async { if !completions.isClaimed { completions.run() } }
    }
    return result
}
