import Foundation
import UIKitCore

/// Runs an iOS-style app, as in UIKit: makes the application (of
/// `principalClassName`, else `UIApplication`) and the delegate (of
/// `delegateClassName`, from `NSStringFromClass(AppDelegate.self)`), launches it
/// in UIKit's order, shows its window, and exits when it closes. Never returns.
/// The names are looked up in the Swift runtime's type records (`ClassLookup`,
/// docs/APP.md), where Apple's UIKit asks the Objective-C runtime.
///
/// ```swift
/// // main.swift, as in an iOS app
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
/// ```
///
/// The app gets the options every app gets (`--help` lists them): a window by
/// default, `--screenshot`, `--scale`, `--size`, `--trace`, `--present`,
/// `--record-live`, `--shots-dir`, and those of the `DesktopApplicationDelegate`.
/// The delegate class must be a `UIResponder` subclass (Xcode's templates make
/// it one); other delegates go through `UIApplicationMain(_:_:delegate:)`.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let fail = launchFailure(argc, argv)
    var principalClass: AnyClass?
    if let principalClassName {
        guard let type = ClassLookup.class(named: principalClassName) else { fail("no UIApplication subclass named '\(principalClassName)'") }
        principalClass = type
    }
    guard let delegateClassName else { fail("no app delegate class: pass NSStringFromClass(AppDelegate.self)") }
    guard let type = ClassLookup.class(named: delegateClassName) else { fail("no class named '\(delegateClassName)'") }
    launch(argc, argv, principalClass: principalClass, delegateClass: type)
}

/// Prints "<program>: <message>" on standard error and exits with status 1.
private func launchFailure(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> (String) -> Never {
    let programName = AppRunner.programName(from: commandLineArguments(argc, argv).first)
    return { message in
        AppRunner.standardError("\(programName): \(message)")
        exit(1)
    }
}

/// Makes the application and the delegate from their classes and runs the app.
/// The classes are used as they are, never turned into names: Foundation's
/// `NSStringFromClass` builds a table of its own classes' names on its first call,
/// about 8 ms of the Swift runtime's protocol-conformance lookups before the first frame.
private func launch(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                    principalClass: AnyClass?, delegateClass: AnyClass) -> Never {
    let arguments = commandLineArguments(argc, argv)
    let programName = AppRunner.programName(from: arguments.first)
    let fail = launchFailure(argc, argv)
    let application: UIApplication
    if let principalClass {
        guard let made = UIApplication.makeResponder(ofClass: principalClass) as? UIApplication else {
            fail("no UIApplication subclass named '\(NSStringFromClass(principalClass))'")
        }
        application = made
    } else {
        application = UIApplication()
    }
    guard let delegate = UIApplication.makeResponder(ofClass: delegateClass) as? UIApplicationDelegate else {
        fail("'\(NSStringFromClass(delegateClass))' must be a UIResponder subclass that adopts UIApplicationDelegate")
    }
    exit(AppRunner.run(arguments: Array(arguments.dropFirst()), programName: programName, delegate: delegate,
                       application: application))
}

/// The same, with the classes themselves (Swift's spelling of the call above).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClass: AnyClass?, _ delegateClass: AnyClass) -> Int32 {
    launch(argc, argv, principalClass: principalClass, delegateClass: delegateClass)
}

/// The same, with a delegate made by `makeDelegate` (for a delegate that is not a `UIResponder`).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              delegate makeDelegate: () -> UIApplicationDelegate) -> Int32 {
    let arguments = commandLineArguments(argc, argv)
    exit(AppRunner.run(arguments: Array(arguments.dropFirst()), programName: AppRunner.programName(from: arguments.first),
                       delegate: makeDelegate()))
}

private func commandLineArguments(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
    (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
}

/// Swift's `@main` for an app delegate, as UIKit provides it:
///
/// ```swift
/// @main
/// class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = ViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
///
/// (`@UIApplicationMain`, deprecated since Swift 5.3, crashes the Linux compiler: use `@main`.)
extension UIApplicationDelegate {
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, self)
    }
}
