// This file imports ValueLayout and Testing alone, as a new package's code may: it checks that
// the geometry types of ValueLayout's API come with it.
import Testing
import ValueLayout

@Suite("The geometry types come with import ValueLayout")
struct ReexportedGeometryTests {
    @Test("CGFloat, CGSize, CGPoint and CGRect can be named and used")
    func geometryTypes() {
        let width: CGFloat = 40
        let size = CGSize(width: width, height: 20)
        let origin = CGPoint(x: 5, y: 6)
        let frame: CGRect = SizeLayout(width: size.width, height: size.height).arrangement(origin: origin).frame
        #expect(frame == CGRect(origin: origin, size: size))
        #expect(frame.maxX == 45)
        let measured: CGSize = SizeLayout(width: 10, height: 10).measurement(within: size).size
        #expect(measured == CGSize(width: 10, height: 10))
    }
}
