extension UIView {
    /// The recognizers attached to the view, in the order they were added; nil when
    /// there are none, as in UIKit. Setting it detaches the old ones and attaches
    /// each new one through `addGestureRecognizer(_:)`.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { recognizer.view = nil }
            gestureRecognizerStorage = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
