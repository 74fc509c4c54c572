import BezelCore
import CPangoCairo
import Foundation
import Testing
@testable import BezelRaster

/// librsvg's warnings reached standard error raw (`librsvg-WARNING **: cannot render on a cairo_t
/// with a failure status`, issue 43 item 2): with the program's writer installed, what it logs
/// while an image is drawn is that image's error, naming its file, and nothing else is printed.
@Suite(.serialized) struct CLibraryLogTests {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var all: [String] = []
        func add(_ s: String) { lock.lock(); all.append(s); lock.unlock() }
    }

    @Test func whatLibrsvgLogsWhileDrawingIsTheImagesError() throws {
        let uncaught = Lines()
        CLibraryLog.install { uncaught.add($0) }
        let path = try temporaryDirectory() + "/dot.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let document = try SVGDocument(path: path)
        let surface = try CairoSurface(argbWidth: 8, height: 8)
        let context = try CairoContext(surface)
        cairo_scale(context.pointer, 0, 0)  // a context in an error state (invalid matrix)
        #expect(cairo_status(context.pointer) != CAIRO_STATUS_SUCCESS)
        #expect {
            try document.render(in: Rect(x: 0, y: 0, width: 4, height: 4), on: context.pointer)
        } throws: { error in
            guard case let .unreadableImage(file, reason)? = error as? RasterError else { return false }
            return file == path && reason.contains("librsvg: cannot render on a cairo_t with a failure status")
        }
        #expect(uncaught.all.isEmpty, "\(uncaught.all)")
    }

    @Test func aMessageOutsideADrawGoesToTheProgramNamed() {
        let uncaught = Lines()
        CLibraryLog.install { uncaught.add($0) }
        CLibraryLog.record("Pango: a test message")
        #expect(uncaught.all == ["Pango: a test message"])
        let (_, caught) = CLibraryLog.capturing { CLibraryLog.record("librsvg: inside") }
        #expect(caught == ["librsvg: inside"])
        #expect(uncaught.all == ["Pango: a test message"])
    }
}
