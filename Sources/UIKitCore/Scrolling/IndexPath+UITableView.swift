import Foundation

/// UIKit's table index paths: `[section, row]`. On Apple platforms UIKit adds
/// these to Foundation's `IndexPath`; on Linux Foundation has no such members.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
