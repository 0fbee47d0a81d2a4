import Foundation

/// One note of the demo's list.
struct Note: Codable, Equatable {
    var id: Int
    var title: String
    var body: String
}

/// The sample notes the demo starts with: titles in several languages, including
/// the seeds' French and Danish.
enum SampleNotes {
    static let titles = [
        "Glisser pour rejeter", "Luk modaler intuitivt", "Étape 1 : intercepter le geste", "Træk-ned gestus",
        "Shopping list", "Einkaufsliste", "Lista de la compra", "Liste de courses", "Indkøbsliste",
        "Meeting notes", "Réunion d’équipe", "Møde med designerne", "Reiseplanung", "Viaggio a Roma",
        "買い物リスト", "Список покупок", "Ideas for the weekend", "Idéer til weekenden", "Ideeën voor het weekend",
        "Quarterly review", "Bokliste", "Leseliste", "À faire avant vendredi", "Kør bilen til syn",
    ]

    static func note(at index: Int) -> Note {
        let title = titles[index % titles.count]
        let number = index / titles.count + 1
        return Note(id: index + 1, title: number == 1 ? title : "\(title) \(number)",
                    body: "Note \(index + 1). Édité à Aarhus — så er det gemt.")
    }

    static func notes(count: Int) -> [Note] { (0..<count).map(note(at:)) }
}
