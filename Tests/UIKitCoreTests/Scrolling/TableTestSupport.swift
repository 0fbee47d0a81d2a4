import Foundation
@testable import UIKitCore

/// A data source and delegate with `rows` rows in one section, recording what the table asks.
final class NumbersTable: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var selections: [IndexPath] = []
    var cellRequests = 0
    var cellsSeen = Set<ObjectIdentifier>()

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// The same with row heights 44, 64, 84, 44, … from `heightForRowAt`.
final class VaryingHeightsTable: UITableViewDataSource, UITableViewDelegate {
    var rows: Int
    var heightRequests = 0
    init(rows: Int) { self.rows = rows }

    static func height(_ row: Int) -> CGFloat { 44 + CGFloat(row % 3) * 20 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return Self.height(indexPath.row)
    }
}

extension ScrollTestDriver {
    /// A 390×600 plain table at the window's origin.
    func makeTable(_ source: UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        frame()
        return table
    }
}

extension UITableView {
    var liveCellCount: Int { subviews.filter { $0 is UITableViewCell }.count }
}
