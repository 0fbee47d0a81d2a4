import Foundation
import UIKitCore

/// What an alert's or dialog's `actions` and `message` builders produced, read
/// from the views themselves: `Button`s (their title, role, action, and whether
/// `.disabled`), `TextField`s and `SecureField`s (alerts only), through
/// `ForEach`, `Group`, `if`/`else`, optionals and modifiers. Other views are left
/// out, as iOS leaves out what is not a button with a text label.
struct DialogContent {
    var actions: [DialogAction] = []
    var textFields: [DialogTextField] = []
}

/// A text field of an alert.
struct DialogTextField {
    var placeholder: String
    var text: Binding<String>
    var isSecure: Bool
}

/// A view that adds to a dialog's content (the builder's building blocks and the controls).
protocol DialogContentSource {
    func appendDialogContent(to content: inout DialogContent, environment: EnvironmentValues)
}

enum DialogContentReader {
    /// The content of `view` (the result of an `actions` builder).
    static func content(of view: Any) -> DialogContent {
        var content = DialogContent()
        append(view, to: &content, environment: EnvironmentValues())
        return content
    }

    static func append(_ value: Any, to content: inout DialogContent, environment: EnvironmentValues) {
        if let source = value as? DialogContentSource {
            source.appendDialogContent(to: &content, environment: environment)
            return
        }
        if value is Text { return }
        // Anything else (a modifier, a tuple of views): look into what it holds.
        for child in Mirror(reflecting: value).children {
            let inner = child.value
            if inner is any View || Mirror(reflecting: inner).displayStyle == .tuple || inner is DialogContentSource {
                append(inner, to: &content, environment: environment)
            }
        }
    }

    /// The text a label view shows: a `Text`'s string, else the first text inside
    /// (a `Label`'s title, a `HStack` of an image and a text).
    static func text(of value: Any) -> String? {
        if let text = value as? Text { return text.string }
        for child in Mirror(reflecting: value).children {
            if let found = text(of: child.value) { return found }
        }
        return nil
    }

    /// The message builder's text (its texts joined by new lines).
    static func message(of value: Any?) -> String? {
        guard let value else { return nil }
        var texts: [String] = []
        collectTexts(value, into: &texts)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    private static func collectTexts(_ value: Any, into texts: inout [String]) {
        if let text = value as? Text {
            texts.append(text.string)
            return
        }
        for child in Mirror(reflecting: value).children { collectTexts(child.value, into: &texts) }
    }
}

extension Button: DialogContentSource {
    func appendDialogContent(to content: inout DialogContent, environment: EnvironmentValues) {
        let role: DialogAction.Role = self.role == .cancel ? .cancel : (self.role == .destructive ? .destructive : .normal)
        let action = self.action
        content.actions.append(DialogAction(title: DialogContentReader.text(of: label) ?? "", role: role,
                                            isEnabled: environment.isEnabled, run: action, tint: environment.tint))
    }
}

extension EnvironmentWriter: DialogContentSource {
    /// `.disabled(true)` on a button: the action is shown disabled.
    func appendDialogContent(to content: inout DialogContent, environment: EnvironmentValues) {
        var inner = environment
        transform(&inner)
        DialogContentReader.append(self.content, to: &content, environment: inner)
    }
}
