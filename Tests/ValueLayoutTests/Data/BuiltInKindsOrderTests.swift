import Testing
import ValueLayout
import ValueLayoutHarness

/// The built-in kinds of layout documents, against the harness's list of kinds.
@Suite("Built-in kinds")
struct BuiltInKindsOrderTests {
    @Test("Every built-in kind is a registered kind, listed in the order of the registrations")
    func followsRegistrationOrder() {
        let builtIn = LayoutDecodingOptions.builtInKinds.map { String(describing: $0) }
        let registered = LayoutKinds.all.map { $0.name }
        #expect(registered.filter(builtIn.contains) == builtIn)
    }

    @Test("No two built-in kinds share a kind name")
    func namesAreUnique() {
        let names = LayoutDecodingOptions.builtInKinds.map { $0.kindName }
        #expect(Set(names).count == names.count)
    }
}
