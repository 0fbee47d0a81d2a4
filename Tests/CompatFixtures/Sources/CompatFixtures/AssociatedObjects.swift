import UIKit

// Stored properties added in extensions through the Objective-C runtime's
// associated objects: compiles and works as written (UIKit provides them).
extension UIViewController {
    private static var sheetDelegateKey: UInt8 = 0

    private(set) var fixtureSheetDelegate: UIViewControllerTransitioningDelegate? {
        get { objc_getAssociatedObject(self, &Self.sheetDelegateKey) as? UIViewControllerTransitioningDelegate }
        set { objc_setAssociatedObject(self, &Self.sheetDelegateKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    func fixtureForgetSheetDelegate() {
        fixtureSheetDelegate = nil
        objc_removeAssociatedObjects(self)
    }
}
