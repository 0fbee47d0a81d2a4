import Foundation
import ModalDemoKit
import UIKit

// modal-demo: an iOS-style app delegate run by UIApplicationMain, as on iOS.
// `modal-demo --help` lists its options; the contract is in shared/CONTRACT.md.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(DemoAppDelegate.self))
