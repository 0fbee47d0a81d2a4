import XCTest
@testable import SwiftUI

// Code written the way public SwiftUI samples write it (compiles against our SwiftUI).

struct Item: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

final class ItemStore: ObservableObject {
    @Published var items: [Item] = [Item(title: "Milk"), Item(title: "Eggs")]
}

struct SampleListView: View {
    @StateObject private var store = ItemStore()
    @State private var newTitle = ""
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Items")) {
                    ForEach($store.items) { $item in
                        Toggle(item.title, isOn: $item.done)
                    }
                    .onDelete { offsets in store.items.remove(atOffsets: offsets) }
                    .onMove { source, destination in store.items.move(fromOffsets: source, toOffset: destination) }
                }
                Section {
                    HStack {
                        TextField("New item", text: $newTitle)
                        Button(action: add) { Image(systemName: "plus.circle.fill") }
                            .disabled(newTitle.isEmpty)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Done") { presentationMode.wrappedValue.dismiss() } }
                ToolbarItemGroup(placement: .navigationBarTrailing) {
                    Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                }
            }
        }
        .foregroundColor(colorScheme == .dark ? .white : .black)
    }

    private func add() {
        store.items.append(Item(title: newTitle))
        newTitle = ""
    }
}

struct SampleCard: View {
    var title: String
    @Binding var isOn: Bool
    @FocusState private var focused: Bool
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline).bold()
            TextField("Type", text: $text).focused($focused).textFieldStyle(.roundedBorder)
            if isOn {
                Text("On").foregroundStyle(.secondary)
            } else {
                Text("Off").foregroundColor(.red)
            }
            switch text.count {
            case 0: EmptyView()
            case 1...3: Text("short")
            default: Text("long").italic()
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        .shadow(radius: 4)
        .onAppear { focused = true }
        .task { try? await Task.sleep(nanoseconds: 1) }
    }
}

struct SampleCard_Previews: PreviewProvider {
    static var previews: some View {
        SampleCard(title: "Hi", isOn: .constant(true))
            .previewLayout(.sizeThatFits)
    }
}

final class SampleCompilationTests: XCTestCase {
    func testSamplesRender() {
        MainActor.assumeIsolated {
            let list = HostedContent(SampleListView())
            XCTAssertEqual((list.controller.children.first as? UINavigationController)?.topViewController?.navigationItem.title, "Groceries")
            let card = HostedContent(SampleCard(title: "Card", isOn: .constant(true)))
            XCTAssertTrue(card.host.window.firstResponder is UITextField, "onAppear focused the field \(String(describing: card.host.window.firstResponder)) \(card.graph.warnings) \(card.bodyEvaluations)")
        }
    }
}

final class CollectionEditingTests: XCTestCase {
    func testRemoveAtOffsetsAndMoveFromOffsetsFollowSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        XCTAssertEqual(letters, ["a", "c", "e"])
        var moving = ["a", "b", "c", "d", "e"]
        moving.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        XCTAssertEqual(moving, ["c", "d", "a", "b", "e"])
        var back = ["a", "b", "c", "d", "e"]
        back.move(fromOffsets: IndexSet([4]), toOffset: 1)
        XCTAssertEqual(back, ["a", "e", "b", "c", "d"])
    }
}
