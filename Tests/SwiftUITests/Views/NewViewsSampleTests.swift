import XCTest
@testable import SwiftUI

/// Apple's documentation samples for the new views, compiled unchanged and hosted.
final class NewViewsSampleTests: XCTestCase {
    struct ToggleStates {
        var oneIsOn: Bool = false
        var twoIsOn: Bool = true
    }

    struct DisclosureSample: View {
        @State private var toggleStates = ToggleStates()
        @State private var topExpanded: Bool = true
        var body: some View {
            DisclosureGroup("Items", isExpanded: $topExpanded) {
                Toggle("Toggle 1", isOn: $toggleStates.oneIsOn)
                Toggle("Toggle 2", isOn: $toggleStates.twoIsOn)
                DisclosureGroup("Sub-items") {
                    Text("Sub-item 1")
                }
            }
        }
    }

    struct FileItem: Hashable, Identifiable, CustomStringConvertible {
        var id: Self { self }
        var name: String
        var children: [FileItem]? = nil
        var description: String {
            switch children {
            case nil: return "📄 \(name)"
            case .some(let children): return children.isEmpty ? "📂 \(name)" : "📁 \(name)"
            }
        }
    }

    struct OutlineSample: View {
        let data = FileItem(name: "users", children: [
            FileItem(name: "user1234", children: [FileItem(name: "Photos", children: [FileItem(name: "photo001.jpg")])]),
            FileItem(name: "newuser", children: [FileItem(name: "Documents", children: [])]),
        ])
        var body: some View {
            OutlineGroup(data, children: \.children) { item in
                Text("\(item.description)")
            }
        }
    }

    struct LayoutSample: View {
        @Environment(\.horizontalSizeClass) var horizontalSizeClass
        var body: some View {
            let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            layout {
                Text("Top")
                Text("Bottom")
            }
        }
    }

    struct FitsSample: View {
        var uploadProgress = 0.5
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("\(uploadProgress.formatted(.percent))")
                    ProgressView(value: uploadProgress).frame(width: 100)
                }
                ProgressView(value: uploadProgress).frame(width: 100)
                Text("\(uploadProgress.formatted(.percent))")
            }
        }
    }

    struct GaugeSample: View {
        @State private var current = 67.0
        @State private var minValue = 50.0
        @State private var maxValue = 170.0
        let gradient = Gradient(colors: [.green, .yellow, .orange, .red])
        var body: some View {
            VStack {
                Gauge(value: current, in: minValue...maxValue) {
                    Text("BPM")
                } currentValueLabel: {
                    Text("\(Int(current))")
                } minimumValueLabel: {
                    Text("\(Int(minValue))")
                } maximumValueLabel: {
                    Text("\(Int(maxValue))")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(gradient)
                Gauge(value: 0.4) { Text("Battery Level") }
                Gauge(value: 0.4) { Image(systemName: "battery.50") }.gaugeStyle(.accessoryCircularCapacity)
            }
        }
    }

    struct ControlGroupSample: View {
        var body: some View {
            VStack {
                ControlGroup {
                    Button(action: {}) { Label("Decrease", systemImage: "minus") }
                    Button(action: {}) { Label("Increase", systemImage: "plus") }
                }
                Menu {
                    ControlGroup {
                        Button(action: {}) { Label("Cut", systemImage: "scissors") }
                        Button(action: {}) { Label("Copy", systemImage: "doc.on.doc") }
                    }
                    Button("Delete", role: .destructive) {}
                } label: {
                    Label("Edit", systemImage: "ellipsis.circle")
                }
            }
        }
    }

    struct Department: Identifiable, Hashable {
        let id: Int
        let name: String
        let employees: [Employee]
    }
    struct Employee: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct SplitSample: View {
        let departments = [Department(id: 1, name: "Sales", employees: [Employee(id: 10, name: "Ann")])]
        @State private var departmentId: Department.ID?
        @State private var employeeIds: Set<Employee.ID> = []
        @State private var columnVisibility = NavigationSplitViewVisibility.all
        @State private var inspectorShown = true

        var body: some View {
            NavigationSplitView(columnVisibility: $columnVisibility) {
                List(departments, selection: $departmentId) { department in
                    Text(department.name)
                }
                .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 300)
            } content: {
                if let department = departments.first(where: { $0.id == departmentId }) {
                    List(department.employees, selection: $employeeIds) { employee in
                        Text(employee.name)
                    }
                } else {
                    Text("Select a department")
                }
            } detail: {
                Text("\(employeeIds.count) selected")
                    .inspector(isPresented: $inspectorShown) {
                        Text("Inspector").inspectorColumnWidth(min: 200, ideal: 300, max: 400)
                    }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    struct BadgeAndLinesSample: View {
        var body: some View {
            TabView {
                List {
                    Text("Recents").badge(10)
                    Text("Archive").badge("New")
                    Text("Done").strikethrough(true, color: .red)
                    Text("Link").underline(pattern: .dash)
                    Text("Both").strikethrough().underline()
                }
                .tabItem { Label("Received", systemImage: "tray.and.arrow.down.fill") }
                .badge(3)
            }
        }
    }

    func testTheSamplesHost() { MainActor.assumeIsolated {
        // Given each sample hosted in a phone-sized and an iPad-sized window, then each shows its text
        let phone = CGSize(width: 390, height: 844), pad = CGSize(width: 1180, height: 820)
        func texts(_ window: UIWindow) -> Set<String> {
            var found: Set<String> = []
            var stack: [UIView] = [window]
            while let view = stack.popLast() {
                stack += view.subviews
                if let label = view as? UILabel, let text = label.text, !view.isHidden { found.insert(text) }
            }
            return found
        }
        XCTAssertTrue(texts(HostedContent(DisclosureSample(), size: phone).host.window).isSuperset(of: ["Items", "Toggle 1", "Sub-items"]))
        XCTAssertTrue(texts(HostedContent(OutlineSample(), size: phone).host.window).contains("📁 users"))
        XCTAssertTrue(texts(HostedContent(LayoutSample(), size: pad).host.window).isSuperset(of: ["Top", "Bottom"]))
        XCTAssertTrue(texts(HostedContent(FitsSample(), size: phone).host.window).contains("50%"))
        XCTAssertTrue(texts(HostedContent(GaugeSample(), size: phone).host.window).isSuperset(of: ["67", "50", "170", "Battery Level"]))
        XCTAssertTrue(texts(HostedContent(ControlGroupSample(), size: phone).host.window).isSuperset(of: ["Decrease", "Increase"]))
        XCTAssertTrue(texts(HostedContent(SplitSample(), size: pad).host.window).isSuperset(of: ["Sales", "Select a department", "0 selected", "Inspector"]))
        XCTAssertTrue(texts(HostedContent(SplitSample(), size: phone).host.window).contains("Sales"))
        XCTAssertTrue(texts(HostedContent(BadgeAndLinesSample(), size: phone).host.window).isSuperset(of: ["Recents", "10", "New", "3"]))
    } }
}
