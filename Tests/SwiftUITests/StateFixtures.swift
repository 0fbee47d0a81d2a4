import SwiftUI

struct CounterScreen: View {
    @State var count = 0
    @State var unrelated = 0
    var body: some View {
        VStack {
            Text("Count \(count)").accessibilityIdentifier("label")
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Button("Other") { unrelated += 1 }.accessibilityIdentifier("other")
            StaticRow(title: "fixed")
            BindingReader(value: $unrelated)
        }
    }
}

struct StaticRow: View {
    let title: String
    var body: some View { Text(title) }
}

/// Reads its binding only in its body.
struct BindingReader: View {
    @Binding var value: Int
    var body: some View { Text("Bound \(value)").accessibilityIdentifier("bound") }
}

struct ToggleIdentity: View {
    @State var showFirst = true
    var body: some View {
        VStack {
            if showFirst {
                TapCounter(name: "first")
            } else {
                TapCounter(name: "second")
            }
            Button("Switch") { showFirst.toggle() }.accessibilityIdentifier("switch")
        }
    }
}

struct TapCounter: View {
    let name: String
    @State var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }.accessibilityIdentifier("counter")
    }
}

struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct EnvironmentReader: View {
    @Environment(\.accentName) var accentName
    var body: some View { Text("Accent \(accentName)").accessibilityIdentifier("accent") }
}

struct EnvironmentScreen: View {
    @State var name = "red"
    @State var other = 0
    var body: some View {
        VStack {
            EnvironmentReader().environment(\.accentName, name)
            Button("Rename") { name = "blue" }.accessibilityIdentifier("rename")
            Button("Other \(other)") { other += 1 }.accessibilityIdentifier("other")
        }
    }
}

struct LoopingView: View {
    @State var value = 0
    var body: some View {
        value += 1
        return Text("Value \(value)")
    }
}
