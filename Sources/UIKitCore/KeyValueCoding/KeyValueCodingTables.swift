import Foundation

/// The keys UIKit's responder classes answer to (`CALayer` has its own) in key-value coding,
/// most specific class first (a `UILabel`'s `text` before a `UIView`'s keys).
enum KeyValueCodingTables {
    typealias P = KeyValueCodingProperty

    static let classes: [KeyValueCodingClass] = [
        KeyValueCodingClass(UILabel.self, [
            "text": .getSet(\UILabel.text), "font": .getSet(\UILabel.font), "textColor": .getSet(\UILabel.textColor),
            "textAlignment": .getSet(\UILabel.textAlignment), "numberOfLines": .getSet(\UILabel.numberOfLines),
        ]),
        KeyValueCodingClass(UIScrollView.self, [
            "contentOffset": .getSet(\UIScrollView.contentOffset), "contentSize": .getSet(\UIScrollView.contentSize),
            "contentInset": .getSet(\UIScrollView.contentInset), "isScrollEnabled": .getSet(\UIScrollView.isScrollEnabled),
            "bounces": .getSet(\UIScrollView.bounces), "adjustedContentInset": .get(\UIScrollView.adjustedContentInset),
        ]),
        KeyValueCodingClass(UIWindow.self, KeyValueCodingClass.withObjectiveCNames([
            "rootViewController": .getSet(\UIWindow.rootViewController), "isKeyWindow": .get(\UIWindow.isKeyWindow),
            "windowScene": .getSet(\UIWindow.windowScene), "screen": .get(\UIWindow.screen),
            "windowLevel": .getSet(\UIWindow.windowLevel),
        ])),
        KeyValueCodingClass(UIView.self, KeyValueCodingClass.withObjectiveCNames([
            "frame": .getSet(\UIView.frame), "bounds": .getSet(\UIView.bounds), "center": .getSet(\UIView.center),
            "transform": .getSet(\UIView.transform), "alpha": .getSet(\UIView.alpha), "isHidden": .getSet(\UIView.isHidden),
            "backgroundColor": .getSet(\UIView.backgroundColor), "tintColor": .getSet(\UIView.tintColor),
            "tag": .getSet(\UIView.tag), "clipsToBounds": .getSet(\UIView.clipsToBounds),
            "isUserInteractionEnabled": .getSet(\UIView.isUserInteractionEnabled), "isOpaque": .getSet(\UIView.isOpaque),
            "contentMode": .getSet(\UIView.contentMode), "layer": .get(\UIView.layer), "superview": .get(\UIView.superview),
            "subviews": .get(\UIView.subviews), "window": .get(\UIView.window), "safeAreaInsets": .get(\UIView.safeAreaInsets),
            "layoutMargins": .getSet(\UIView.layoutMargins), "accessibilityIdentifier": .getSet(\UIView.accessibilityIdentifier),
            "translatesAutoresizingMaskIntoConstraints": .getSet(\UIView.translatesAutoresizingMaskIntoConstraints),
            "autoresizingMask": .getSet(\UIView.autoresizingMask), "gestureRecognizers": .get(\UIView.gestureRecognizers),
            "intrinsicContentSize": .get(\UIView.intrinsicContentSize),
        ])),
        KeyValueCodingClass(UIViewController.self, KeyValueCodingClass.withObjectiveCNames([
            "view": .getSet(\UIViewController.view), "title": .getSet(\UIViewController.title),
            "isViewLoaded": .get(\UIViewController.isViewLoaded), "children": .get(\UIViewController.children),
            "childViewControllers": .get(\UIViewController.children), "parent": .get(\UIViewController.parent),
            "parentViewController": .get(\UIViewController.parent),
            "presentedViewController": .get(\UIViewController.presentedViewController),
            "presentingViewController": .get(\UIViewController.presentingViewController),
            "navigationController": .get(\UIViewController.navigationController),
            "tabBarController": .get(\UIViewController.tabBarController), "tabBarItem": .getSet(\UIViewController.tabBarItem),
            "navigationItem": .get(\UIViewController.navigationItem),
            "preferredContentSize": .getSet(\UIViewController.preferredContentSize),
            "modalPresentationStyle": .getSet(\UIViewController.modalPresentationStyle),
            "modalTransitionStyle": .getSet(\UIViewController.modalTransitionStyle),
            "isModalInPresentation": .getSet(\UIViewController.isModalInPresentation),
            "definesPresentationContext": .getSet(\UIViewController.definesPresentationContext),
            "additionalSafeAreaInsets": .getSet(\UIViewController.additionalSafeAreaInsets),
            "supportedInterfaceOrientations": .get(\UIViewController.supportedInterfaceOrientations),
        ])),
        KeyValueCodingClass(UIApplication.self, KeyValueCodingClass.withObjectiveCNames([
            "delegate": .getSet(\UIApplication.delegate), "keyWindow": .get(\UIApplication.keyWindow),
            "windows": .get(\UIApplication.windows), "applicationState": .get(\UIApplication.applicationState),
            "connectedScenes": .get(\UIApplication.connectedScenes), "statusBarFrame": .get(\UIApplication.statusBarFrame),
            "statusBarOrientation": .get(\UIApplication.statusBarOrientation),
            "isIdleTimerDisabled": .getSet(\UIApplication.isIdleTimerDisabled),
            "preferredContentSizeCategory": .get(\UIApplication.preferredContentSizeCategory),
        ])),
    ]

    /// The keys of UIKit's other `NSObject` classes (see `ObjectKeyValueCoding`).
    static let objects: [KeyValueCodingClass] = [
        KeyValueCodingClass(UIBarButtonItem.self, KeyValueCodingClass.withObjectiveCNames([
            "title": .getSet(\UIBarButtonItem.title), "image": .getSet(\UIBarButtonItem.image),
            "style": .getSet(\UIBarButtonItem.style), "isEnabled": .getSet(\UIBarButtonItem.isEnabled),
            "tintColor": .getSet(\UIBarButtonItem.tintColor), "customView": .getSet(\UIBarButtonItem.customView),
            "width": .getSet(\UIBarButtonItem.width), "tag": .getSet(\UIBarButtonItem.tag),
            "primaryAction": .getSet(\UIBarButtonItem.primaryAction),
            "accessibilityIdentifier": .getSet(\UIBarButtonItem.accessibilityIdentifier),
        ])),
        KeyValueCodingClass(UITabBarItem.self, KeyValueCodingClass.withObjectiveCNames([
            "title": .getSet(\UITabBarItem.title), "image": .getSet(\UITabBarItem.image),
            "selectedImage": .getSet(\UITabBarItem.selectedImage), "tag": .getSet(\UITabBarItem.tag),
            "isEnabled": .getSet(\UITabBarItem.isEnabled), "badgeValue": .getSet(\UITabBarItem.badgeValue),
            "badgeColor": .getSet(\UITabBarItem.badgeColor),
        ])),
        KeyValueCodingClass(UINavigationItem.self, [
            "title": .getSet(\UINavigationItem.title), "titleView": .getSet(\UINavigationItem.titleView),
            "prompt": .getSet(\UINavigationItem.prompt), "backButtonTitle": .getSet(\UINavigationItem.backButtonTitle),
            "backBarButtonItem": .getSet(\UINavigationItem.backBarButtonItem),
            "hidesBackButton": .getSet(\UINavigationItem.hidesBackButton),
            "leftBarButtonItem": .getSet(\UINavigationItem.leftBarButtonItem),
            "rightBarButtonItem": .getSet(\UINavigationItem.rightBarButtonItem),
            "leftBarButtonItems": .getSet(\UINavigationItem.leftBarButtonItems),
            "rightBarButtonItems": .getSet(\UINavigationItem.rightBarButtonItems),
        ]),
        KeyValueCodingClass(UIGestureRecognizer.self, KeyValueCodingClass.withObjectiveCNames([
            "state": .get(\UIGestureRecognizer.state), "view": .get(\UIGestureRecognizer.view),
            "isEnabled": .getSet(\UIGestureRecognizer.isEnabled), "name": .getSet(\UIGestureRecognizer.name),
            "cancelsTouchesInView": .getSet(\UIGestureRecognizer.cancelsTouchesInView),
            "delaysTouchesBegan": .getSet(\UIGestureRecognizer.delaysTouchesBegan),
            "delaysTouchesEnded": .getSet(\UIGestureRecognizer.delaysTouchesEnded),
            "numberOfTouches": .get(\UIGestureRecognizer.numberOfTouches),
        ])),
    ]

    /// The property `key` names on a bar item, navigation item or gesture recognizer.
    static func objectProperty(of object: AnyObject, forKey key: String) -> KeyValueCodingProperty? {
        for entry in objects where entry.matches(object) {
            if let property = entry.keys[key] { return property }
        }
        return nil
    }

    /// Class-level keys: the singletons (under Swift's and Objective-C's names).
    static func classProperty(of type: AnyClass, forKey key: String) -> (() -> Any?)? {
        if type is UIApplication.Type, key == "shared" || key == "sharedApplication" { return { UIApplication.shared } }
        return nil
    }

    /// The property `key` names on `object`'s class or its nearest superclass that has one.
    static func property(of object: AnyObject, forKey key: String) -> KeyValueCodingProperty? {
        for entry in classes where entry.matches(object) {
            if let property = entry.keys[key] { return property }
        }
        return nil
    }
}
