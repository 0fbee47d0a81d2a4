import Foundation

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`: `makeUIView` once
/// per identity, `updateUIView` on every update of the view, `dismantleUIView` when
/// it goes; a `Coordinator` made first and kept. The view is sized by its
/// `sizeThatFits` (or `sizeThatFits(_:uiView:context:)` when implemented).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods get: the coordinator, the environment, the transaction.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`
/// (added as a child of the hosting controller).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

final class RepresentableStorage<Coordinator> {
    let coordinator: Coordinator
    init(_ coordinator: Coordinator) { self.coordinator = coordinator }
}

/// A representable's layout: its own `sizeThatFits`, else the UIKit view's
/// (a view without an intrinsic size takes the proposal).
@MainActor
final class RepresentableElement: LayoutElement {
    var measure: ((ProposedViewSize) -> CGSize?)?

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = measure?(proposal) { return size }
        let intrinsic = view.intrinsicContentSize
        let proposed = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : proposed.width,
                      height: intrinsic.height >= 0 ? intrinsic.height : proposed.height)
    }
}

struct RepresentablePrimitive<R: UIViewRepresentable>: PrimitiveView {
    let representable: R

    func update(node: ViewNode) {
        let storage = node.stored("coordinator") { RepresentableStorage(representable.makeCoordinator()) }
        let context = R.Context(coordinator: storage.coordinator, transaction: Transaction(), environment: node.environment)
        let element = node.element(RepresentableElement.self) {
            let view = representable.makeUIView(context: context)
            node.removalActions.append { [weak view] in if let view { R.dismantleUIView(view, coordinator: storage.coordinator) } }
            return RepresentableElement(view: view)
        }
        let view = element.view as! R.UIViewType
        let current = representable
        element.measure = { proposal in current.sizeThatFits(proposal, uiView: view, context: context) }
        // State read here (a binding's value) updates the view again when it changes, as in SwiftUI.
        node.readingState { representable.updateUIView(view, context: context) }
    }
}

struct ControllerRepresentablePrimitive<R: UIViewControllerRepresentable>: PrimitiveView {
    let representable: R

    func update(node: ViewNode) {
        let storage = node.stored("coordinator") { RepresentableStorage(representable.makeCoordinator()) }
        let context = R.Context(coordinator: storage.coordinator, transaction: Transaction(), environment: node.environment)
        let controller = node.stored("controller") { () -> R.UIViewControllerType in
            let controller = representable.makeUIViewController(context: context)
            node.removalActions.append { [weak controller] in
                guard let controller else { return }
                controller.willMove(toParent: nil)
                controller.removeFromParent()
                R.dismantleUIViewController(controller, coordinator: storage.coordinator)
            }
            return controller
        }
        _ = node.element(RepresentableElement.self) { RepresentableElement(view: controller.view) }
        node.readingState { representable.updateUIViewController(controller, context: context) }
        node.graph.afterUpdate { [weak node, weak controller] in
            guard let node, let controller, controller.parent == nil, let parent = node.nearestViewController, parent !== controller else { return }
            parent.addChild(controller)
            controller.didMove(toParent: parent)
        }
    }
}

@MainActor
func representablePrimitive<R: UIViewRepresentable>(_ representable: R) -> any PrimitiveView { RepresentablePrimitive(representable: representable) }

@MainActor
func controllerRepresentablePrimitive<R: UIViewControllerRepresentable>(_ representable: R) -> any PrimitiveView {
    ControllerRepresentablePrimitive(representable: representable)
}
