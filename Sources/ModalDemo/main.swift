import Foundation
import ModalDemoKit

// modal-demo: see `modal-demo --help` and the contract (shared/CONTRACT.md).
exit(DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
