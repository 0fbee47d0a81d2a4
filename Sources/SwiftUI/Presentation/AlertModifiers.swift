import Foundation
import UIKitCore

extension View {
    /// Presents an alert while `isPresented` is true, as in SwiftUI: a
    /// `UIAlertController` with the buttons `actions` builds (an OK when there are
    /// none), and `TextField`s and `SecureField`s among them as the alert's text
    /// fields, bound to their text. Choosing a button sets the binding back to
    /// false, then runs it.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title: titleKey.key, titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title: String(title), titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        dialog(.alert, title: title.string, titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: nil)
    }

    /// An alert with a message under its title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title: titleKey.key, titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title: String(title), titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        dialog(.alert, title: title.string, titleVisibility: .visible, isPresented: isPresented, hasData: true,
               actions: actions(), message: message())
    }

    /// An alert built from `data`: shown while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.alert, title: titleKey.key, titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.alert, title: String(title), titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        dialog(.alert, title: title.string, titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: nil)
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialog(.alert, title: titleKey.key, titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }

    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        dialog(.alert, title: String(title), titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        dialog(.alert, title: title.string, titleVisibility: .visible, isPresented: isPresented, hasData: data != nil,
               actions: data.map(actions) as Any, message: data.map(message))
    }
}
