import UIKit

/// The parent screen: the notes in a table (`list`); a row opens the edit sheet.
final class NotesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private(set) var notes: NoteList
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Asked to open the edit sheet for the note at an index.
    var onSelectNote: ((Int) -> Void)?
    /// Told when the list scrolled (for `--trace`).
    var onScroll: ((UIScrollView) -> Void)?

    init(notes: NoteList) {
        self.notes = notes
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        tableView.frame = root.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.accessibilityIdentifier = "list"
        tableView.rowHeight = 60
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        root.addSubview(tableView)
        view = root
    }

    func replaceNote(_ note: Note, at index: Int) {
        guard notes.indices.contains(index) else { return }
        notes[index] = note
        tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = notes[indexPath.row]
        cell.textLabel?.text = note.title
        cell.detailTextLabel?.text = note.body
        cell.accessoryType = .disclosureIndicator
        // "note-1" is the first row ("Note 1."), so tapes and traces can name rows.
        cell.accessibilityIdentifier = "note-\(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        onSelectNote?(indexPath.row)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll?(scrollView) }
}

/// A list row: the note's title with its first line below, in grey.
final class NoteCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
