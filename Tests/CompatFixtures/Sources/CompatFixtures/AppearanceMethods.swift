import UIKit

// App-wide styling as app delegates write it: proxies set through methods per state
// and bar metrics, bar button items' proxies, contained proxies.
func fixtureStyleApp(accent: UIColor, barImage: UIImage, buttonImage: UIImage) {
    UIButton.appearance().setTitleColor(accent, for: .normal)
    UIButton.appearance().setTitleColor(accent.withAlphaComponent(0.4), for: .disabled)
    UIButton.appearance().setBackgroundImage(buttonImage, for: .normal)
    UINavigationBar.appearance().setBackgroundImage(barImage, for: .default)
    UINavigationBar.appearance().setBackgroundImage(barImage, for: .any, barMetrics: .compact)
    UIBarButtonItem.appearance().tintColor = accent
    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: accent, .font: UIFont.systemFont(ofSize: 16)], for: .normal)
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        .setTitleTextAttributes([.foregroundColor: UIColor.white], for: .highlighted)
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    UISegmentedControl.appearance().selectedSegmentTintColor = accent
    UISwitch.appearance().onTintColor = accent
    UITableView.appearance().separatorColor = accent.withAlphaComponent(0.2)
    let item: UIBarItem = UIBarButtonItem(title: "Done", style: .done, primaryAction: nil)
    _ = item.titleTextAttributes(for: .normal)
}
