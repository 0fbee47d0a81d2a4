/// A type of object with a publisher that emits before the object has changed.
///
/// As on Apple: a class that declares no `objectWillChange` gets one of type
/// `ObservableObjectPublisher`, which each of its `@Published` properties (its own and
/// its superclasses') fires before the property's value changes. A class may declare its
/// own `objectWillChange`; if that is an `ObservableObjectPublisher`, `@Published`
/// properties fire it too.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The synthesized publisher: created on first use and kept in the object's
    /// `@Published` properties (found by reflection, as Apple does), so every access
    /// returns the same publisher. An object with no `@Published` property gets a new
    /// publisher on each access (as on Apple, where such a publisher never fires).
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedBoxProtocol] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let published = child.value as? PublishedStorage else { continue }
                let box = published.publishedBox
                // Every box gets the publisher together: the first one answers for all.
                if let existing = box.objectWillChange { return existing }
                boxes.append(box)
            }
            mirror = current.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        boxes.forEach { $0.attach(publisher) }
        return publisher
    }
}

/// Opens an `ObservableObject` existential to read its publisher, if it is the
/// `ObservableObjectPublisher` that `@Published` fires.
func observableObjectPublisher(of object: AnyObject) -> ObservableObjectPublisher? {
    guard let observable = object as? any ObservableObject else { return nil }
    return openedPublisher(observable)
}

private func openedPublisher<O: ObservableObject>(_ object: O) -> ObservableObjectPublisher? {
    object.objectWillChange as? ObservableObjectPublisher
}
