import Foundation

/// A button showing a menu of actions, as SwiftUI's `Menu`: here the actions are
/// shown as an action sheet (our UIKit's nearest to a context menu).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.self) private var environment

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let environment = self.environment
        let content = self.content
        Button(action: { MenuSupport.present(content: content, environment: environment) }) { label }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// Buttons found in menu content, for the action sheet.
protocol MenuActionProviding {
    var menuTitle: String? { get }
    var menuAction: () -> Void { get }
    var menuRole: ButtonRole? { get }
}

extension Button: MenuActionProviding {
    var menuTitle: String? { TagSupport.text(in: label) ?? (label as? Label_Title)?.titleText }
    var menuAction: () -> Void { action }
    var menuRole: ButtonRole? { role }
}

/// Labels' titles (`Label("Delete", systemImage:)` in a menu).
protocol Label_Title { var titleText: String? { get } }
extension SwiftUI.Label: Label_Title { var titleText: String? { TagSupport.text(in: title) } }

@MainActor
enum MenuSupport {
    static func present(content: some View, environment: EnvironmentValues) {
        guard let controller = environment.hostingController.controller else { return }
        var builder = ListRowsBuilder()
        builder.add(content, path: "m")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for section in builder.sections {
            for row in 0..<section.rowCount {
                guard let view = section.row(row)?.make(), let button = view as? MenuActionProviding else { continue }
                let style: UIAlertAction.Style = button.menuRole == .destructive ? .destructive : (button.menuRole == .cancel ? .cancel : .default)
                let action = button.menuAction
                sheet.addAction(UIAlertAction(title: button.menuTitle ?? "", style: style) { _ in action() })
            }
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        var presenter = controller
        while let presented = presenter.presentedViewController { presenter = presented }
        presenter.present(sheet, animated: true)
    }
}
