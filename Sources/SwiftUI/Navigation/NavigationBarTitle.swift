import Foundation

/// The iOS 13 spellings of the navigation title, deprecated in iOS 14 but common in
/// public code. As in SwiftUI, `navigationBarTitle(_:displayMode:)` is
/// `navigationTitle(_:)` plus `navigationBarTitleDisplayMode(_:)`: the hosting
/// controller's `navigationItem.title` and `largeTitleDisplayMode`.
extension View {
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// The title and how it shows (`.inline` keeps the 44-point bar, `.large` the large title).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`.
/// SwiftUI shows a split view on iPad for `.automatic`/`.columns`; this desktop
/// port always shows the stack (`.stack`), which is what every style gives in a
/// compact-width window on iOS.
public protocol NavigationViewStyle {}

/// One column of pushed screens (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's default (`.automatic`): a stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Side-by-side columns on iPad (`.columns`): a stack here.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of `NavigationView`s in this view. Every style is the stack
    /// here (see `NavigationViewStyle`), so the view is returned as it is.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
