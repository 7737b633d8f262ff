import Foundation
import Testing
import ValueLayout

/// A custom layout that asks for a child it does not have.
private struct OffByOne: CustomLayout {
    var sublayouts: [any Layout] { [SizeLayout(width: 1, height: 1)] }
    func measure(within maxSize: CGSize, children: LayoutChildren) -> CGSize {
        children[1].measure(within: maxSize)
    }
    func place(children: LayoutChildren, in bounds: CGRect) {}
}

/// The programming errors a custom layout can make stop the program with a message that names
/// the layout's type.
@Suite("Custom layout misuse messages")
struct CustomLayoutMisuseMessageTests {
    #if os(Linux) || os(macOS)  // exit tests run where the test process can start another
        @Test("Asking for a child that does not exist names the custom layout")
        func childIndexOutOfRange() async throws {
            let result = try await #require(
                processExitsWith: .failure, observing: [\.standardErrorContent],
                performing: { _ = OffByOne().arrangement(width: 10) })
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("OffByOne: child index 1 out of range 0..<1"))
        }
    #endif
}
