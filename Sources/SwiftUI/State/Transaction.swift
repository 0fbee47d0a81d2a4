/// The context of an update, as SwiftUI's `Transaction`: its animation animates the
/// UIKit views' frame, alpha and colour changes of the pass it causes.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    /// Completions to run when this transaction's animations end (`addAnimationCompletion`).
    var completions: AnimationCompletions?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation`/`withTransaction` call running now (task-local,
    /// so it is scoped to the call and never left behind).
    @TaskLocal static var current: Transaction?
}

/// Runs `body` with `animation`: state changes it makes animate the next update (on
/// our UIView animation engine: springs and curves as UIKit's).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation)) { try body() }
}

@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}
