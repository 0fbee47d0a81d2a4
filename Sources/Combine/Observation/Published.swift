/// A type that publishes a property marked with an attribute.
///
/// As Apple's: `@Published var x` on a class property; `$x` is a publisher that emits
/// the current value on subscription, then each new value when the property is about to
/// change (on willSet: reading the property inside the sink gives the old value). In an
/// `ObservableObject`, each change first fires the object's `objectWillChange`, through
/// the enclosing-instance subscript Swift uses for class properties. As on Apple,
/// `@Published` is only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher (`$property`). Settable,
    /// so `assign(to: &$property)` can take it `inout`.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.subscribe(subscriber)
        }
    }

    /// The accessor Swift calls for a `@Published` property of a class: the getter reads
    /// the stored value; the setter fires the object's `objectWillChange`, publishes the
    /// new value to `$property`'s subscribers, then stores it.
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                      wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.resolveObjectWillChange { observableObjectPublisher(of: object) }
            box.set(newValue)
        }
    }
}

/// What the synthesized `objectWillChange` looks for in an object's stored properties.
protocol PublishedStorage {
    var publishedBox: PublishedBoxProtocol { get }
}

extension Published: PublishedStorage {
    var publishedBox: PublishedBoxProtocol { box }
}

protocol PublishedBoxProtocol: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get }
    func attach(_ publisher: ObservableObjectPublisher)
}

/// The storage a `Published` value and its copies share: the value, the subject behind
/// `$property`, and the enclosing object's `objectWillChange` once known.
final class PublishedBox<Value>: PublishedBoxProtocol {
    private let lock = Lock()
    private var storedValue: Value
    private var willChange: ObservableObjectPublisher?
    private var resolved = false
    private var lazySubject: CurrentValueSubject<Value, Never>?
    /// Subscriptions made by `assign(to: &$property)`, cancelled when the property goes away.
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) {
        storedValue = value
    }

    var value: Value {
        lock.withLock { storedValue }
    }

    var subject: CurrentValueSubject<Value, Never> {
        lock.withLock {
            if let lazySubject { return lazySubject }
            let subject = CurrentValueSubject<Value, Never>(storedValue)
            lazySubject = subject
            return subject
        }
    }

    func keep(_ assignment: AnyCancellable) {
        lock.withLock { assignments.append(assignment) }
    }

    var objectWillChange: ObservableObjectPublisher? {
        lock.withLock { willChange }
    }

    func attach(_ publisher: ObservableObjectPublisher) {
        lock.withLock {
            willChange = publisher
            resolved = true
        }
    }

    /// Looks the enclosing object's publisher up the first time the value is set.
    func resolveObjectWillChange(_ lookUp: () -> ObservableObjectPublisher?) {
        guard !lock.withLock({ resolved }) else { return }
        let publisher = lookUp()
        lock.withLock {
            if !resolved {
                willChange = publisher
                resolved = true
            }
        }
    }

    /// objectWillChange, then `$property`'s subscribers (the stored value still old), then store.
    func set(_ newValue: Value) {
        let (willChange, subject) = lock.withLock { (self.willChange, lazySubject) }
        willChange?.send()
        subject?.send(newValue)
        lock.withLock { storedValue = newValue }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property
    /// marked as a publisher. The subscription lives as long as the property's object
    /// (no cancellable is returned, as on Apple), and setting goes through `@Published`'s
    /// setter so the enclosing `objectWillChange` fires.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let cancellable = sink { [weak box] value in
            guard let box else { return }
            box.set(value)
        }
        box.keep(cancellable)
    }
}
