import Foundation

/// Where a searchable view's search field goes, as SwiftUI's `SearchFieldPlacement`.
/// Here every placement is the navigation bar's drawer (under the title), as on an iPhone.
public struct SearchFieldPlacement: Sendable, Equatable {
    /// Whether the drawer's search field hides as the content scrolls, as SwiftUI's.
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        let alwaysShown: Bool
        /// Shown at the top, hidden as the content scrolls up (SwiftUI's default).
        public static let automatic = NavigationBarDrawerDisplayMode(alwaysShown: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(alwaysShown: true)
    }

    let name: String
    let displayMode: NavigationBarDrawerDisplayMode

    public static let automatic = SearchFieldPlacement(name: "automatic", displayMode: .automatic)
    public static let toolbar = SearchFieldPlacement(name: "toolbar", displayMode: .automatic)
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal", displayMode: .automatic)
    public static let sidebar = SearchFieldPlacement(name: "sidebar", displayMode: .automatic)
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer", displayMode: .automatic)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer", displayMode: displayMode)
    }
}

/// Ends the current search, as SwiftUI's `DismissSearchAction`: `isSearching`
/// becomes false, the text is cleared and the field loses focus. Nothing
/// happens when no search is under way.
@MainActor
public struct DismissSearchAction {
    let action: (() -> Void)?

    public func callAsFunction() { action?() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(action: nil) }
struct OnSearchSubmitKey: EnvironmentKey { static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `.searchable` above this view, as in SwiftUI.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `.searchable` above this view, as in SwiftUI.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// What `.onSubmit(of: .search)` runs.
    var onSearchSubmit: (() -> Void)? { get { self[OnSearchSubmitKey.self] } set { self[OnSearchSubmitKey.self] = newValue } }
}

extension View {
    /// Adds a search field, as SwiftUI's `searchable(text:placement:prompt:)`:
    /// in a `NavigationStack` the screen's navigation bar shows it under the title
    /// (a `UISearchController` in the hosting controller's navigation item). The
    /// text binding follows what the user types; `isSearching` and `dismissSearch`
    /// are set for this view's content; `.onSubmit(of: .search)` runs on Return.
    /// As on iOS, nothing shows outside a navigation stack.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, placement: placement, prompt: prompt?.string,
                           suggestions: nil)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// The iOS 17 form: `isPresented` follows (and sets) whether the search is active.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        SearchableModifier(content: self, text: text, isPresented: isPresented, placement: placement, prompt: prompt?.string,
                           suggestions: nil)
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// The iOS 15 form with suggestions (deprecated in SwiftUI for `searchSuggestions(_:)`).
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        SearchableModifier(content: self, text: text, isPresented: nil, placement: placement, prompt: prompt?.string,
                           suggestions: AnyView(suggestions()))
    }

    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
    }
}

/// The searchable modifier: keeps a `SearchCoordinator` (and its `UISearchController`)
/// for its node, gives the content `isSearching` and `dismissSearch`, and shows the
/// suggestions over the content while searching.
struct SearchableModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?
    let suggestions: AnyView?

    func update(node: ViewNode) {
        let coordinator = node.stored("searchable") { () -> SearchCoordinator in
            let coordinator = SearchCoordinator(node: node)
            node.removalActions.append { [weak coordinator] in coordinator?.uninstall() }
            return coordinator
        }
        coordinator.text = text
        coordinator.isPresented = isPresented
        coordinator.onSubmit = node.environment.onSearchSubmit
        coordinator.configure(prompt: prompt, placement: placement)
        let searching = coordinator.isSearching
        node.childEnvironment.isSearching = searching
        node.childEnvironment.dismissSearch = DismissSearchAction { [weak coordinator] in coordinator?.dismiss() }
        let shown = suggestions ?? node.environment.searchSuggestions
        let completion: (String) -> Void = { [weak coordinator] in coordinator?.complete(with: $0) }
        let showsSuggestions = searching && !coordinator.suggestionsHidden
        node.updateChildren([(.index(0), SearchableContent(content: content, suggestions: showsSuggestions ? shown : nil,
                                                           complete: completion))])
        node.graph.afterUpdate { [weak node, weak coordinator] in
            guard let node, node.isAlive, let coordinator else { return }
            coordinator.install(in: node.environment.hostingController.controller)
        }
    }
}

/// The content, with the suggestions (as a list) over it while there are some.
struct SearchableContent<Content: View>: View {
    let content: Content
    let suggestions: AnyView?
    let complete: (String) -> Void

    var body: some View {
        ZStack {
            content
            if let suggestions {
                List { suggestions }
                    .environment(\.searchCompletionHandler, SearchCompletionHandler(complete: complete))
            }
        }
    }
}
