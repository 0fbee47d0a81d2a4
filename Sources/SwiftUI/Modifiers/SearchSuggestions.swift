import Foundation

struct SearchSuggestionsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
struct SearchCompletionKey: EnvironmentKey { static let defaultValue: SearchCompletionHandler? = nil }

/// What a suggestion's `searchCompletion` calls: it puts the completion in the search field.
struct SearchCompletionHandler {
    let complete: (String) -> Void
}

extension EnvironmentValues {
    /// The suggestions `.searchSuggestions` gave for the `.searchable` below it.
    var searchSuggestions: AnyView? { get { self[SearchSuggestionsKey.self] } set { self[SearchSuggestionsKey.self] = newValue } }
    var searchCompletionHandler: SearchCompletionHandler? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

extension View {
    /// Suggestions shown while searching, as SwiftUI's `searchSuggestions(_:)`: a
    /// list over the searchable content while the search is active. Give each
    /// suggestion `.searchCompletion(_:)` to make a click on it fill the field.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }

    /// Makes this suggestion fill the search field with `completion` when clicked, as in
    /// SwiftUI: the search is then submitted (`onSubmit(of: .search)`) and the
    /// suggestions hide until the text is edited again.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(content: self, completion: completion)
    }
}

/// A suggestion row that completes the search text when clicked.
struct SearchCompletionRow<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletionHandler) private var handler

    var body: some View {
        Button { handler?.complete(completion) } label: { content }
    }
}
