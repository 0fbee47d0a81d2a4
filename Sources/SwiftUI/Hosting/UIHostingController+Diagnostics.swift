/// Body-evaluation counters of a hosting controller's view graph, for benchmarks
/// (`@_spi(Diagnostics) import SwiftUI`); not part of SwiftUI's API.
extension UIHostingController {
    /// Bodies evaluated since the controller was made.
    @_spi(Diagnostics) public var _bodyEvaluationCount: Int {
        MainActor.assumeIsolated { hostingView.graph.bodyEvaluations }
    }

    /// Update passes (the graph's update, SwiftUI layout, effects) run since the controller was made.
    @_spi(Diagnostics) public var _updatePassCount: Int {
        MainActor.assumeIsolated { hostingView.graph.passNumber }
    }

    /// Bodies of views of the type named `typeName` (as `String(describing:)` prints it) evaluated so far.
    @_spi(Diagnostics) public func _bodyEvaluationCount(ofType typeName: String) -> Int {
        MainActor.assumeIsolated { hostingView.graph.bodyEvaluationsByType[typeName] ?? 0 }
    }
}
