import Foundation

/// The calendar date of the window's clock (our extension): SwiftUI's `TimelineView`
/// reads it for `context.date`, so a headless window's dates follow its virtual clock.
extension UIWindow {
    /// The date now on the window's clock: `clockReferenceDate` plus the clock's time.
    package var clockDate: Date { clockReferenceDate.addingTimeInterval(runLoop.now) }
}
