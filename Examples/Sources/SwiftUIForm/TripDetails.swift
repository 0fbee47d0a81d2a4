import SwiftUI

/// A sheet that rests at a medium and a large detent, as Maps and Music show
/// details; "Show all stops" selects the large one, and a drag does too.
struct TripDetails: View {
    @State private var detent = PresentationDetent.medium
    private let stops = ["Roskilde 08:36", "Odense 09:42", "Fredericia 10:21", "Aarhus 11:13"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Copenhagen → Aarhus")
                .font(.title2)
            Text("Tomorrow, 08:12 · 3 h 1 min · Track 5")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 8) {
                ForEach(stops, id: \.self) { stop in
                    Text(stop)
                }
            }
            .padding(.top, 12)
            Button(detent == .large ? "Fewer details" : "Show all stops") {
                withAnimation {
                    detent = detent == .large ? .medium : .large
                }
            }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("expand")
            Spacer()
        }
        .padding(.horizontal, 20)
        .padding(.top, 32)
        .frame(maxWidth: .infinity, alignment: .leading)
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .presentationCornerRadius(16)
    }
}
