import Foundation

/// Batches of layer changes, as in Core Animation: `begin()` and `commit()`
/// bracket changes whose implicit animations take this transaction's duration
/// and timing function (or none, with `setDisableActions(true)`), and whose
/// completion block runs once every animation added inside has finished (or
/// been removed). Changes outside any `begin()` belong to an implicit
/// transaction that the window commits at the end of its current turn.
///
/// Transactions nest; settings are inherited from the enclosing ones.
/// Completion blocks run on the window's run loop (after the frame), once.
public final class CATransaction {
    /// One open or committed transaction.
    final class Batch {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disablesActions: Bool?
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
        /// Animations added inside that have not ended yet.
        var pending = 0
        var isCommitted = false
        /// The window whose run loop runs the completion.
        weak var runLoop: WindowRunLoop?

        /// Runs the completion once everything has ended after the commit.
        func finishIfDone() {
            guard isCommitted, pending == 0, let completion else { return }
            self.completion = nil
            if let runLoop { runLoop.perform(completion) } else { completion() }
        }
    }

    /// The open transactions of this thread, innermost last, and the implicit one.
    private final class Stack {
        private static let slot = ThreadLocal { Stack() }
        var open: [Batch] = []
        var implicit: Batch?
        static var current: Stack { slot.value }
    }

    private init() {}

    public static func begin() { Stack.current.open.append(Batch()) }

    /// Ends the innermost transaction (its completion runs when its animations end).
    public static func commit() {
        let stack = Stack.current
        guard let batch = stack.open.popLast() else { flush(); return }
        batch.isCommitted = true
        if batch.runLoop == nil { batch.runLoop = MediaClock.current }
        batch.finishIfDone()
    }

    /// Commits the implicit transaction now.
    public static func flush() {
        let stack = Stack.current
        guard let batch = stack.implicit else { return }
        stack.implicit = nil
        batch.isCommitted = true
        if batch.runLoop == nil { batch.runLoop = MediaClock.current }
        batch.finishIfDone()
    }

    /// Accepted: there is one thread.
    public static func lock() {}
    public static func unlock() {}

    /// The innermost transaction, opening the implicit one when none is open.
    static var current: Batch {
        let stack = Stack.current
        if let batch = stack.open.last { return batch }
        if let batch = stack.implicit { return batch }
        let batch = Batch()
        stack.implicit = batch
        return batch
    }

    /// Every transaction an animation added now belongs to.
    static var openBatches: [Batch] {
        let stack = Stack.current
        _ = current
        return stack.open + (stack.implicit.map { [$0] } ?? [])
    }

    private static func inherited<T>(_ value: (Batch) -> T?) -> T? {
        let stack = Stack.current
        for batch in stack.open.reversed() { if let found = value(batch) { return found } }
        return stack.implicit.flatMap(value)
    }

    /// The duration of implicit animations (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval { inherited { $0.duration } ?? 0.25 }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { current.duration = duration }

    /// The timing of implicit animations (nil: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { inherited { $0.timingFunction } }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool { inherited { $0.disablesActions } ?? false }
    public static func setDisableActions(_ flag: Bool) { current.disablesActions = flag }

    /// The block run once all animations added in this transaction have ended.
    public static func completionBlock() -> (() -> Void)? { current.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    /// Transaction properties by key (`kCATransactionAnimationDuration`, ...).
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return inherited { $0.values[key] }
        }
    }

    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: if let number = LayerValue(value)?.number { setAnimationDuration(Double(number)) }
        case kCATransactionDisableActions: setDisableActions(value as? Bool ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: current.values[key] = value
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
