import Foundation

/// Behaviour added to a view, as UIKit's `UIInteraction` (iOS 11).
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order, as in UIKit.
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction (moving it from the view it was on), as in UIKit.
    public func addInteraction(_ interaction: UIInteraction) {
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
