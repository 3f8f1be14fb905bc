import SwiftUI

struct ContentView: View {
    @State private var notificationsOn = false
    let onSync: () -> Void

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("welcome.title")
                    .font(.largeTitle)
                Button("sign.in") { signIn() }
                Toggle("notifications.toggle", isOn: $notificationsOn)
                Label("settings.label", systemImage: "gear")
                Button(role: .destructive) { deleteMap() } label: { Text("Delete map") }
                Text(verbatim: "v1.0")
                Section {
                    Text(footer)
                }
            }
            .navigationTitle("nav.title")
        }
    }

    private var footer: String {
        String(localized: "offline.footer", comment: "Below the list of offline maps")
    }

    private func signIn() {}
    private func deleteMap() {}

    func alertBody() -> String {
        NSLocalizedString("alert.body", comment: "Shown when a map cannot be opened")
    }

    func greeting() -> String {
        // A raw literal: its quotes are text.
        NSLocalizedString(#"Say "hi""#, comment: "")
    }

    func cheese() -> String {
        NSLocalizedString("say \"cheese\"", comment: "")
    }
}
