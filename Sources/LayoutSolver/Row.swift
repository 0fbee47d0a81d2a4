/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A variable of the caller (unrestricted in sign).
    case external
    /// The slack of an inequality, or the artificial variable of a hard row (≥ 0).
    case slack
    /// The error of a non-required constraint (≥ 0, weighted in the objective).
    case error
    /// The marker of a required equality (always 0).
    case dummy
    /// Released, waiting to be reused.
    case free
}

/// `coefficient × symbol` inside a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// One equation of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are kept sorted by symbol, so lookups are binary searches and adding
/// one row to another is a merge. Rows of restricted symbols (slack, error,
/// dummy) are canonical: every symbol in them is parametric. Rows of external
/// variables ("definitions") may also name basic symbols, which are then
/// evaluated through their own rows (see `Solver+Values`).
final class Row {
    var constant: Double
    var cells: ContiguousArray<Cell> = []
    /// The basic symbol, or -1 for the objective and rows not in the tableau.
    var basic: Int32 = -1
    /// The row's slot in `Solver.rowStore`, or -1.
    var id: Int32 = -1

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(copying other: Row) {
        constant = other.constant
        cells = other.cells
    }

    /// The index of `symbol`, or where it would be inserted.
    @inline(__always)
    func search(_ symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = cells[mid].symbol
            if value == symbol { return (mid, true) }
            if value < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, false)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }
}
