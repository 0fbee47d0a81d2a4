import Foundation

extension TextField: DialogContentSource {
    /// In an alert's actions: one of the alert's text fields, bound to the text.
    func appendDialogContent(to content: inout DialogContent, environment: EnvironmentValues) {
        content.textFields.append(DialogTextField(placeholder: prompt?.string ?? title, text: text, isSecure: isSecure))
    }
}

extension ForEach: DialogContentSource {
    /// One action (or field) per element.
    func appendDialogContent(to content: inout DialogContent, environment: EnvironmentValues) {
        for element in data { DialogContentReader.append(self.content(element), to: &content, environment: environment) }
    }
}
