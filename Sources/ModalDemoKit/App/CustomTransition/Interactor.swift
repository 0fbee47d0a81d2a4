import UIKit

// The second seed's custom interactive dismissal ("Luk Modaler Intuitivt på iOS"),
// in today's UIKit spelling. The only change Linux forces: the pan gesture's
// `#selector` target-action becomes a closure.

/// A state machine for the user's drag: has it started, should it finish.
class Interactor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}
