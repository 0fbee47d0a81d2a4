/// Part of an app's user interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// What a scene gives the app's window: the first window group's content.
@MainActor
protocol SceneContentProviding {
    var windowContent: any View { get }
}

/// The app's window and its content, as SwiftUI's `WindowGroup` (one window here).
public struct WindowGroup<Content: View>: Scene, SceneContentProviding {
    public typealias Body = Never
    let content: Content
    let title: String?

    public init(@ViewBuilder content: () -> Content) { self.content = content(); title = nil }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content(); self.title = title }
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content(); self.title = title }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content(); title = nil }

    var windowContent: any View { content }
}

/// Several scenes (the first that has a window is shown).
public struct TupleScene<each S: Scene>: Scene, SceneContentProviding {
    public typealias Body = Never
    let scenes: (repeat each S)
    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }
    var windowContent: any View {
        for scene in repeat each scenes {
            if let content = (scene as? any SceneContentProviding)?.windowContent { return content }
        }
        return EmptyView()
    }
}

extension Scene {
    /// A scene's content provider, through composed scenes' bodies.
    var contentProvider: (any SceneContentProviding)? {
        if let provider = self as? any SceneContentProviding { return provider }
        if Body.self == Never.self { return nil }
        return body.contentProvider
    }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S> { TupleScene(repeat each scenes) }
    public static func buildOptional<S: Scene>(_ scene: S?) -> S? { scene }
    public static func buildEither<S: Scene>(first: S) -> S { first }
}

extension Optional: Scene where Wrapped: Scene {
    public typealias Body = Never
}
