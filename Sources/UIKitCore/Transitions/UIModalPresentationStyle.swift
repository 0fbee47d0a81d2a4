import Foundation

/// How a presented controller is shown, as in UIKit.
///
/// `.automatic` resolves to `.pageSheet` (iOS 13+). On a window at least 700 points
/// wide, `.pageSheet` and `.formSheet` show as centred cards, as on iPad.
public enum UIModalPresentationStyle: Int, CustomStringConvertible {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// What `.automatic` and the context styles become here.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .popover: return .pageSheet
        case .currentContext, .none: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return self
        }
    }

    public var description: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }
}

/// The standard animation of a presentation, as in UIKit (only `.coverVertical`
/// and `.crossDissolve` are drawn differently here).
public enum UIModalTransitionStyle: Int {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
