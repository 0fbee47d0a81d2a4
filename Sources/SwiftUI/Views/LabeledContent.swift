import Foundation

/// A label and a value side by side, as SwiftUI's `LabeledContent` (a form row:
/// the label leading, the value trailing in grey).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            content.foregroundColor(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
}

/// Progress, as SwiftUI's `ProgressView`: a determinate bar (tinted fill on a grey
/// track, 4 points high) or, without a value, a spinner drawn as a static ring.
public struct ProgressView<Label: View>: View {
    let value: Double?
    let total: Double
    let label: Label?

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let value {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(UIColor.systemFill))
                        Capsule().fill(Color.accentColor)
                            .frame(width: proxy.size.width * CGFloat(min(max(value / max(total, .leastNonzeroMagnitude), 0), 1)))
                    }
                }
                .frame(height: 4)
            } else {
                Circle().stroke(Color(UIColor.systemGray), lineWidth: 2.5).frame(width: 20, height: 20)
            }
        }
    }
}

extension ProgressView where Label == EmptyView {
    public init() { value = nil; total = 1; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total); label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) { value = nil; total = 1; label = Text(titleKey) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total); label = Text(titleKey)
    }
}

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
