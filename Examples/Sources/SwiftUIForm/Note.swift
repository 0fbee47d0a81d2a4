import Foundation

/// One note of the list.
struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
    var remindTomorrow = false
    var details = ""

    static let samples = [
        Note(id: 1, title: "Groceries", details: "Milk, rye bread, apples"),
        Note(id: 2, title: "Train to Aarhus", remindTomorrow: true),
    ]
}
