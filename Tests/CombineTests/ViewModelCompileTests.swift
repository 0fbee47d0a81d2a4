import Combine
import Foundation
import XCTest

/// The Combine an everyday view model writes, compiled as-is and run.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    let didTapRefresh = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init<S: Scheduler>(scheduler: S, search: @escaping (String) -> AnyPublisher<[String], Error>) {
        $query
            .debounce(for: .milliseconds(300), scheduler: scheduler)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .map { query in search(query).replaceError(with: []) }
            .switchToLatest()
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = false })
            .assign(to: &$results)

        didTapRefresh
            .map { [unowned self] in self.query }
            .sink { [weak self] query in self?.query = query + "" }
            .store(in: &cancellables)

        Publishers.CombineLatest($query, $isLoading)
            .map { query, loading in !query.isEmpty && !loading }
            .removeDuplicates()
            .sink { _ in }
            .store(in: &cancellables)
    }
}

final class ViewModelCompileTests: XCTestCase {
    func testTheSearchModelDebouncesAndPublishes() {
        // Given
        let scheduler = TestScheduler()
        var searched: [String] = []
        let model = SearchModel(scheduler: scheduler) { query in
            searched.append(query)
            return Just([query.uppercased()]).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        var changes = 0
        let observation = model.objectWillChange.sink { changes += 1 }

        // When typed quickly, then left alone
        model.query = "a"
        scheduler.advance(by: .milliseconds(100))
        model.query = "ab"
        scheduler.advance(by: .milliseconds(300))

        // Then one search, for the last text
        XCTAssertEqual(searched, ["ab"])
        XCTAssertEqual(model.results, ["AB"])
        XCTAssertFalse(model.isLoading)
        // query ×2, isLoading true, results, isLoading false
        XCTAssertEqual(changes, 5)
        observation.cancel()
    }
}
