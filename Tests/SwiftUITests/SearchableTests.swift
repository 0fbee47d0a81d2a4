import XCTest
@testable import SwiftUI

/// The searched model: what was submitted, and the fruit the list shows for the query.
@MainActor
final class FruitSearchModel: ObservableObject {
    @Published var query = ""
    @Published var isPresented = false
    var submitted: [String] = []
    let fruit = ["Apple", "Apricot", "Banana", "Cherry"]
    var shown: [String] { query.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(query) } }
}

/// Shows whether the search is on, and ends it.
struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        HStack {
            Text(isSearching ? "searching" : "idle").accessibilityIdentifier("status")
            Button("Done") { dismissSearch() }.accessibilityIdentifier("done")
        }
    }
}

struct FruitSearchView: View {
    @ObservedObject var model: FruitSearchModel

    var body: some View {
        NavigationStack {
            VStack {
                SearchStatus()
                List(model.shown, id: \.self) { name in
                    Text(name).accessibilityIdentifier("row-\(name)")
                }
            }
            .navigationTitle("Fruit")
            .searchable(text: $model.query, isPresented: $model.isPresented, prompt: "Find fruit")
            .onSubmit(of: .search) { model.submitted.append(model.query) }
        }
    }
}

@MainActor
extension HostedContent {
    /// The search bar around the field `.searchable` shows.
    func searchBar() throws -> UISearchBar {
        var view = self.view("search-field")?.superview
        while let current = view, !(current is UISearchBar) { view = current.superview }
        return try XCTUnwrap(view as? UISearchBar)
    }

    /// Clicks the search field and lets its focus settle (0.4 s).
    func clickSearchField() throws {
        let field = try XCTUnwrap(frame("search-field"))
        host.click(at: CGPoint(x: field.midX, y: field.midY))
        host.advance(by: 0.4)
    }
}

final class SearchableTests: XCTestCase {
    @MainActor private func label(_ hosted: HostedContent<FruitSearchView>, _ identifier: String) -> String? {
        (hosted.view(identifier) as? UILabel)?.text
    }

    func testTheSearchFieldShowsInTheNavigationBarWithThePrompt() throws {
        try MainActor.assumeIsolated {
            // Given a searchable list in a navigation stack
            let model = FruitSearchModel()
            let hosted = HostedContent(FruitSearchView(model: model))

            // Then the field is under the large title with the prompt, and every row shows
            let bar = try hosted.searchBar()
            XCTAssertEqual(bar.searchTextField.placeholder, "Find fruit")
            XCTAssertNotNil(bar.searchTextField.window)
            XCTAssertEqual(hosted.frame("search-field")?.minX, 8)
            XCTAssertEqual(label(hosted, "status"), "idle")
            for name in model.fruit { XCTAssertNotNil(hosted.view("row-\(name)"), name) }
        }
    }

    func testTypingFiltersTheListThroughTheBinding() throws {
        try MainActor.assumeIsolated {
            // Given the searchable list
            let model = FruitSearchModel()
            let hosted = HostedContent(FruitSearchView(model: model))

            // When the field is clicked and "ap" typed
            try hosted.clickSearchField()
            hosted.host.type("ap")
            hosted.host.advance(by: 0.1)

            // Then the binding has the text, the content knows it is searching, and only matches show
            XCTAssertEqual(model.query, "ap")
            XCTAssertTrue(model.isPresented)
            XCTAssertEqual(label(hosted, "status"), "searching")
            XCTAssertNotNil(hosted.view("row-Apple"))
            XCTAssertNotNil(hosted.view("row-Apricot"))
            XCTAssertNil(hosted.view("row-Banana"))
            XCTAssertNil(hosted.view("row-Cherry"))
        }
    }

    func testReturnSubmitsAndDismissSearchEndsIt() throws {
        try MainActor.assumeIsolated {
            // Given a search for "ch"
            let model = FruitSearchModel()
            let hosted = HostedContent(FruitSearchView(model: model))
            try hosted.clickSearchField()
            hosted.host.type("ch")

            // When Return is pressed
            hosted.host.key(.enter)
            hosted.host.advance(by: 0.1)

            // Then onSubmit(of: .search) ran once with the text
            XCTAssertEqual(model.submitted, ["ch"])

            // When the content calls dismissSearch
            let done = try XCTUnwrap(hosted.frame("done"))
            hosted.host.click(at: CGPoint(x: done.midX, y: done.midY))
            hosted.host.advance(by: 0.5)

            // Then the search ended: not searching, the text cleared, every row back
            XCTAssertEqual(model.query, "")
            XCTAssertFalse(model.isPresented)
            XCTAssertEqual(label(hosted, "status"), "idle")
            XCTAssertNotNil(hosted.view("row-Banana"))
            XCTAssertFalse(try hosted.searchBar().isFirstResponder)
        }
    }

    func testIsPresentedStartsTheSearchFromTheModel() throws {
        try MainActor.assumeIsolated {
            // Given the searchable list
            let model = FruitSearchModel()
            let hosted = HostedContent(FruitSearchView(model: model))

            // When the model presents the search
            model.isPresented = true
            hosted.host.advance(by: 0.5)

            // Then the search is active with the field focused
            XCTAssertEqual(label(hosted, "status"), "searching")
            XCTAssertTrue(try hosted.searchBar().isFirstResponder)
        }
    }
}

struct SuggestingSearchView: View {
    @ObservedObject var model: FruitSearchModel

    var body: some View {
        NavigationStack {
            List(model.shown, id: \.self) { Text($0).accessibilityIdentifier("row-\($0)") }
                .navigationTitle("Fruit")
                .searchable(text: $model.query)
                .searchSuggestions {
                    Text("Try cherries").accessibilityIdentifier("suggest-cherry").searchCompletion("Cherry")
                }
                .onSubmit(of: .search) { model.submitted.append(model.query) }
        }
    }
}

final class SearchSuggestionsTests: XCTestCase {
    func testSuggestionsShowWhileSearchingAndCompleteTheText() throws {
        try MainActor.assumeIsolated {
            // Given a searchable list with a suggestion
            let model = FruitSearchModel()
            let hosted = HostedContent(SuggestingSearchView(model: model))
            XCTAssertNil(hosted.view("suggest-cherry"))

            // When the field is clicked
            try hosted.clickSearchField()

            // Then the suggestion shows over the list
            let suggestion = try XCTUnwrap(hosted.frame("suggest-cherry"))

            // When it is clicked
            hosted.host.click(at: CGPoint(x: suggestion.midX, y: suggestion.midY))
            hosted.host.advance(by: 0.4)

            // Then its completion is the text and was submitted, the suggestions are gone,
            // and the list is filtered by it
            XCTAssertEqual(model.query, "Cherry")
            XCTAssertEqual(model.submitted, ["Cherry"])
            XCTAssertNil(hosted.view("suggest-cherry"))
            XCTAssertNotNil(hosted.view("row-Cherry"))
            XCTAssertNil(hosted.view("row-Apple"))

            // When the text is edited again
            hosted.host.key(.backspace)
            hosted.host.advance(by: 0.4)

            // Then the suggestions are back
            XCTAssertEqual(model.query, "Cherr")
            XCTAssertNotNil(hosted.view("suggest-cherry"))
        }
    }
}

/// The overloads public samples use (compiled, not shown): a `Text` prompt, the
/// `isPresented:` form with a toolbar placement, and the default prompt.
struct SearchOverloadsView: View {
    @State private var text = ""
    @State private var presented = false

    var body: some View {
        VStack {
            Text("x").searchable(text: $text, isPresented: $presented, placement: .toolbar, prompt: Text("Other"))
            Text("y").searchable(text: $text, prompt: Text("Third"))
            Text("z").searchable(text: $text, placement: .automatic)
        }
    }
}

/// A `String` variable prompt, the always-shown drawer, the iOS 15 suggestions closure, in a `NavigationView`.
struct AlwaysShownSearchView: View {
    @State private var text = ""
    let promptText: String = "Cities"

    var body: some View {
        NavigationView {
            List(["Oslo", "Rome"], id: \.self) { Text($0) }
                .searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: promptText) {
                    ForEach(["Oslo", "Rome"], id: \.self) { Text($0).searchCompletion($0) }
                }
                .navigationTitle("Search")
        }
    }
}

final class SearchOverloadsTests: XCTestCase {
    func testAnAlwaysShownDrawerKeepsItsBarWhileScrolling() throws {
        try MainActor.assumeIsolated {
            // Given a searchable list whose drawer is always shown, with a String prompt
            let hosted = HostedContent(AlwaysShownSearchView())
            let bar = try hosted.searchBar()

            // Then the prompt is the string, and the screen's item does not hide the bar when scrolling
            XCTAssertEqual(bar.searchTextField.placeholder, "Cities")
            let item = try XCTUnwrap(hosted.host.window.rootViewController.flatMap(Self.screen(in:))?.navigationItem)
            XCTAssertTrue(item.searchController?.searchBar === bar)
            XCTAssertFalse(item.hidesSearchBarWhenScrolling)
        }
    }

    /// The first controller under `controller` whose navigation item has a search controller.
    private static func screen(in controller: UIViewController) -> UIViewController? {
        if controller.navigationItem.searchController != nil { return controller }
        for child in controller.children { if let found = screen(in: child) { return found } }
        return nil
    }
}
