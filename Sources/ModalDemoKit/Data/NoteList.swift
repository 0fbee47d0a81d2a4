import Foundation

/// The notes the list shows. Sample notes are made when a row asks for them, so a
/// demo with a million rows holds only the rows on screen and the edited ones
/// (the benchmark's scaling figure); notes loaded from disk are kept as they are.
struct NoteList: RandomAccessCollection, Equatable {
    private var loaded: [Note]?
    private let sampleCount: Int
    private var edits: [Int: Note] = [:]

    /// Notes read from the data file.
    init(_ notes: [Note]) {
        loaded = notes
        sampleCount = 0
    }

    /// `count` sample notes, generated on demand.
    init(sampleCount count: Int) {
        loaded = nil
        sampleCount = Swift.max(0, count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { loaded?.count ?? sampleCount }

    subscript(index: Int) -> Note {
        get {
            if let loaded { return loaded[index] }
            return edits[index] ?? SampleNotes.note(at: index)
        }
        set {
            if loaded != nil { loaded![index] = newValue } else { edits[index] = newValue }
        }
    }
}
