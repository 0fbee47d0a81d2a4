import Foundation

/// Turns a recognizer's life into `_GesturePhase`s: `.changed` while it is
/// recognised, `.ended` once, and `.failed` when it is cancelled or when its touch
/// sequence is over without an end (the arena resets every recognizer the touch
/// reached, so a composition learns that this part will not end).
final class GesturePhaseReporter<Value> {
    private let send: (_GesturePhase<Value>) -> Void
    private var finished = false

    init(_ send: @escaping (_GesturePhase<Value>) -> Void) { self.send = send }

    func changed(_ value: Value) {
        guard !finished else { return }
        send(.changed(value))
    }

    func ended(_ value: Value) {
        guard !finished else { return }
        finished = true
        send(.ended(value))
    }

    func failed() {
        guard !finished else { return }
        finished = true
        send(.failed)
    }

    /// The recognizer went back to `.possible`: a sequence that did not end failed.
    func reset() {
        failed()
        finished = false
    }
}
