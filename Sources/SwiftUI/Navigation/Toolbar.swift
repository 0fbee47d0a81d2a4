import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`, mapped onto the
/// hosting controller's `UINavigationItem`: leading placements (and
/// `.cancellationAction`) become left bar button items, trailing ones (and
/// `.confirmationAction`, `.primaryAction`, `.automatic`) right ones, `.principal`
/// the title view. `.bottomBar` items go in the navigation controller's toolbar
/// (`toolbarItems`, the toolbar shown while there are any), spread out by flexible
/// spaces (a single item centred). `.keyboard` items go in a toolbar that is the
/// `inputAccessoryView` of the screen's text fields and text views: it shows
/// docked at the bottom of the window while one of them is first responder.
public struct ToolbarItemPlacement: Equatable {
    enum Slot: Equatable { case leading, trailing, principal, bottom, keyboard, hidden }
    let name: String
    let slot: Slot
    let isConfirmation: Bool

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing, isConfirmation: false)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal, isConfirmation: false)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading, isConfirmation: false)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing, isConfirmation: false)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing, isConfirmation: false)
    public static let status = ToolbarItemPlacement(name: "status", slot: .trailing, isConfirmation: false)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing, isConfirmation: true)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading, isConfirmation: false)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing, isConfirmation: false)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading, isConfirmation: false)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing, isConfirmation: false)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading, isConfirmation: false)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing, isConfirmation: false)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom, isConfirmation: false)
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .keyboard, isConfirmation: false)
}

/// Content of a `.toolbar { }`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// What toolbar content gives the bar: items with placements and views.
@MainActor
protocol ToolbarItemsProviding {
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] { get }
}

extension ToolbarContent {
    @MainActor
    var resolvedToolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] {
        if let provider = self as? ToolbarItemsProviding { return provider.toolbarItems }
        if Body.self == Never.self { return [] }
        return body.resolvedToolbarItems
    }
}

/// One toolbar item.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarItemsProviding {
    public typealias Body = Never
    public var body: Never { fatalError("primitive") }
    let placement: ToolbarItemPlacement
    let id: String?
    let content: Content
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] { [(placement, id, content)] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        id = nil
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.id = id
        self.content = content()
    }
}

/// Several items in one placement (each view of the content is an item).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    public typealias Body = Never
    public var body: Never { fatalError("primitive") }
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] {
        // The group's views become one item laid out in a row (as UIKit shows adjacent items).
        [(placement, nil, HStack(spacing: 16) { content })]
    }
}

/// Several toolbar contents.
public struct TupleToolbarContent<each C: ToolbarContent>: ToolbarContent, ToolbarItemsProviding {
    public typealias Body = Never
    public var body: Never { fatalError("primitive") }
    let contents: (repeat each C)
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] {
        var items: [(placement: ToolbarItemPlacement, id: String?, content: any View)] = []
        for content in repeat each contents { items += content.resolvedToolbarItems }
        return items
    }
}

/// Views given straight to `.toolbar { }` (each an `.automatic` item).
struct ViewToolbarContent<Content: View>: ToolbarContent, ToolbarItemsProviding {
    typealias Body = Never
    var body: Never { fatalError("primitive") }
    let content: Content
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] { [(.automatic, nil, content)] }
}

extension Optional: ToolbarContent, ToolbarItemsProviding where Wrapped: ToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalError("primitive") }
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] {
        self.map { $0.resolvedToolbarItems } ?? []
    }
}

public enum ConditionalToolbarContent<T: ToolbarContent, F: ToolbarContent>: ToolbarContent, ToolbarItemsProviding {
    case first(T), second(F)
    public typealias Body = Never
    public var body: Never { fatalError("primitive") }
    var toolbarItems: [(placement: ToolbarItemPlacement, id: String?, content: any View)] {
        switch self {
        case .first(let content): return content.resolvedToolbarItems
        case .second(let content): return content.resolvedToolbarItems
        }
    }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ contents: repeat each C) -> TupleToolbarContent<repeat each C> {
        TupleToolbarContent(contents: (repeat each contents))
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> C? { content }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> { .first(first) }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> { .second(second) }
}
