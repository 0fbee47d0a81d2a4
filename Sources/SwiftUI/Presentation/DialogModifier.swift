import Foundation
import UIKitCore

/// The view `alert` and `confirmationDialog` return: its content as it is, and a
/// `DialogPresenter` kept in its node.
struct DialogModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let style: UIAlertController.Style
    let title: String
    let showsTitle: Bool
    let isPresented: Binding<Bool>
    /// Whether the `presenting:` data is there (true without data).
    let hasData: Bool
    /// The `actions` and `message` builders' views (built when the modifier was made, as in SwiftUI).
    let actions: Any
    let message: Any?

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let presenter = node.stored("presentation.dialog") { DialogPresenter() }
        presenter.presenterProvider = { [weak node] in node?.nearestViewController }
        presenter.afterUpdate = { [weak node] action in node?.graph.afterUpdate(action) }
        node.onRemovalOnce("presentation.dialog") { [weak presenter] in presenter?.tearDown() }
        let wanted = node.readingState { isPresented.wrappedValue }
        let binding = isPresented
        presenter.update(DialogPresenter.Request(
            isPresented: wanted && hasData, title: showsTitle ? title : nil, message: DialogContentReader.message(of: message),
            style: style, content: DialogContentReader.content(of: actions), resetBinding: { binding.wrappedValue = false },
            animated: !(Transaction.current?.disablesAnimations ?? false)))
    }
}

extension View {
    func dialog(_ style: UIAlertController.Style, title: String, titleVisibility: Visibility, isPresented: Binding<Bool>,
                hasData: Bool, actions: Any, message: Any?) -> some View {
        // iOS hides a confirmation dialog's title unless it is asked for; an alert always shows it.
        let showsTitle = style == .alert ? true : titleVisibility == .visible
        return DialogModifier(content: self, style: style, title: title, showsTitle: showsTitle, isPresented: isPresented,
                              hasData: hasData, actions: actions, message: message)
    }

    // MARK: Confirmation dialogs

    /// Presents a confirmation dialog (an action sheet) while `isPresented` is true,
    /// as in SwiftUI. Its buttons come from `actions` (a `.cancel` one is placed
    /// last, apart; iOS adds Cancel when there is none); choosing one sets the
    /// binding back to false, then runs it. The title shows only with
    /// `titleVisibility: .visible`, as on iOS.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, title: titleKey.key, titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        dialog(.actionSheet, title: title.string, titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    /// A confirmation dialog with a message under its title.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        dialog(.actionSheet, title: titleKey.key, titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.actionSheet, title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.actionSheet, title: title.string, titleVisibility: titleVisibility, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    /// A confirmation dialog built from `data`: shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.actionSheet, title: titleKey.key, titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.actionSheet, title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.actionSheet, title: title.string, titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        dialog(.actionSheet, title: titleKey.key, titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        dialog(.actionSheet, title: String(title), titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }

    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        dialog(.actionSheet, title: title.string, titleVisibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }
}
