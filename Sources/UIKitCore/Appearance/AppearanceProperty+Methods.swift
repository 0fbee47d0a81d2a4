import Foundation

/// The appearance properties UIKit sets through methods that take a state or bar
/// metrics (`setTitleColor(_:for:)`, `setBackgroundImage(_:for:)`,
/// `setTitleTextAttributes(_:for:)`): one property per state, read with the
/// state's own value (not the normal state's a getter falls back to), so each
/// state a proxy sets is carried and each one a view set itself is kept.
extension AppearanceProperty {
    /// The control states a proxy's state-keyed values are carried for.
    static let appearanceStates: [(name: String, state: UIControl.State)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected),
        ("focused", .focused), ("selected+highlighted", [.selected, .highlighted]), ("selected+disabled", [.selected, .disabled]),
    ]

    init<Root: UIView, Value>(_ name: String, read: @escaping (Root) -> Value?, write: @escaping (Root, Value?) -> Void,
                              equal: @escaping (Value?, Value?) -> Bool) {
        self.name = name
        applies = { $0 is Root }
        self.read = { view in (view as? Root).flatMap(read) }
        self.write = { view, value in
            guard let view = view as? Root else { return }
            write(view, value as? Value)
        }
        isEqual = { a, b in equal(a as? Value, b as? Value) }
    }

    static let methodProperties: [AppearanceProperty] = appearanceStates.flatMap { name, state in
        [
            AppearanceProperty("UIButton.titleColor[\(name)]", read: { (button: UIButton) in button.titleColor(for: state) },
                               write: { button, color in button.setTitleColor(color, for: state) }, equal: { $0 == $1 }),
            AppearanceProperty("UIButton.backgroundImage[\(name)]",
                               read: { (button: UIButton) in button.stateBackgroundImages[state.rawValue] },
                               write: { button, image in button.setBackgroundImage(image, for: state) }, equal: { $0 === $1 }),
            AppearanceProperty("UISegmentedControl.titleTextAttributes[\(name)]",
                               read: { (control: UISegmentedControl) in control.titleTextAttributes(for: state) },
                               write: { control, attributes in control.setTitleTextAttributes(attributes, for: state) },
                               equal: attributesEqual),
        ]
    } + UIBarMetrics.allCases.map { metrics in
        AppearanceProperty("UINavigationBar.backgroundImage[\(metrics.rawValue)]",
                           read: { (bar: UINavigationBar) in bar.backgroundImage(for: metrics) },
                           write: { bar, image in bar.setBackgroundImage(image, for: metrics) }, equal: { $0 === $1 })
    }
}
