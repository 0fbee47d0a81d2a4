import Foundation
import ModalDemoKit
import UIKit

// modal-demo: an iOS-style app delegate run by UIApplicationMain, as on iOS.
// `modal-demo --help` lists its options; the contract is in shared/CONTRACT.md.
// The class itself rather than NSStringFromClass(DemoAppDelegate.self): the same call,
// without Foundation's first-call table of class names (8 ms before the first frame).
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, DemoAppDelegate.self)
