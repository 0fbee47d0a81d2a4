import Foundation

/// The share sheet, as UIKit's `UIActivityViewController`: presented as a page
/// sheet resting at the medium detent (large on a drag), it shows a preview of the
/// first item (its text, or a URL's host and address) with a close button, then one
/// row per activity that can handle the items: the built-in Copy (to the window's
/// `UIPasteboard`), then `applicationActivities`, less `excludedActivityTypes`.
/// Choosing one runs it; when it finishes the sheet is dismissed and
/// `completionWithItemsHandler` gets its type and `true`. Closing calls it with
/// nil and `false`. iOS's AirDrop, contacts and app rows have no counterpart here.
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    let previewLabel = UILabel()
    let detailLabel = UILabel()
    let closeButton = UIButton(type: .system)
    private(set) var activityButtons: [UIButton] = []
    private var runningActivity: UIActivity?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The activities shown, in order.
    var activities: [UIActivity] {
        let copy = CopyToPasteboardActivity()
        copy.window = viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window
        let all: [UIActivity] = [copy] + (applicationActivities ?? [])
        let excluded = Set(excludedActivityTypes ?? [])
        return all.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: activityItems)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        if let sheet = sheetPresentationController { sheet.detents = [.medium(), .large()] }
        let (title, detail) = Self.preview(of: activityItems.first)
        previewLabel.text = title
        previewLabel.font = .boldSystemFont(ofSize: 15)
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        closeButton.setTitle("Close", for: .normal)
        closeButton.accessibilityIdentifier = "share-close"
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        for subview in [previewLabel, detailLabel, closeButton] as [UIView] { view.addSubview(subview) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for button in activityButtons { button.removeFromSuperview() }
        activityButtons = activities.map { activity in
            let button = UIButton(type: .system)
            button.setTitle(activity.activityTitle, for: .normal)
            button.contentHorizontalAlignment = .left
            button.backgroundColor = .systemBackground
            button.layer.cornerRadius = 10
            button.accessibilityIdentifier = activity.activityType?.rawValue
            button.addAction(UIAction { [weak self] _ in self?.run(activity) }, for: .touchUpInside)
            view.addSubview(button)
            return button
        }
        view.setNeedsLayout()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        previewLabel.frame = CGRect(x: 16, y: 16, width: max(0, width - 112), height: 20)
        detailLabel.frame = CGRect(x: 16, y: 38, width: max(0, width - 112), height: 18)
        closeButton.frame = CGRect(x: width - 88, y: 14, width: 72, height: 34)
        for (index, button) in activityButtons.enumerated() {
            button.frame = CGRect(x: 16, y: 76 + CGFloat(index) * 52, width: max(0, width - 32), height: 44)
        }
    }

    /// The preview's title and detail for an item.
    static func preview(of item: Any?) -> (String, String) {
        if let url = item as? URL { return (url.host ?? url.absoluteString, url.absoluteString) }
        if let text = item as? String { return (text, "Text") }
        if let text = item as? NSAttributedString { return (text.string, "Text") }
        return ("", "")
    }

    private func run(_ activity: UIActivity) {
        guard runningActivity == nil else { return }
        runningActivity = activity
        activity.prepare(withActivityItems: activityItems)
        activity.finishHandler = { [weak self, weak activity] completed in
            guard let self else { return }
            self.runningActivity = nil
            let type = activity?.activityType
            let handler = self.completionWithItemsHandler
            self.presentingViewController?.dismiss(animated: true) { handler?(type, completed, nil, nil) }
        }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func close() {
        let handler = completionWithItemsHandler
        presentingViewController?.dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }
}
