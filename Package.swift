// swift-tools-version:5.9
import PackageDescription
import Foundation

/// The pkg-config name for `name`: a flattened copy without glib's `-pthread` (written by
/// scripts/install-deps) when one is installed, else the library's own.
func pkgConfigName(_ name: String) -> String {
    let dirs = (ProcessInfo.processInfo.environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init)
        + ["/usr/local/lib/pkgconfig"]
    return dirs.contains { FileManager.default.fileExists(atPath: "\($0)/bezel-\(name).pc") } ? "bezel-\(name)" : name
}

// Bezel: UIKit-style button models rendered to per-state sprite sheets. Targets follow the pipeline and
// depend one way only (docs/architecture.md):
//   BezelCore (pure Swift: model, JSON, theme, validate, resolve, layout, scene, pack, control)
//   BezelInterfaceBuilder → Core (pure Swift): .xib/.storyboard documents read as theme JSON
//   BezelPNG (PNG bytes ↔ pixels over zlib/libdeflate/libpng)   BezelDiff (the pixelmatch kernel, pure Swift)
//   BezelRaster → Core, PNG + Cairo/Pango/librsvg: scene → pixels
//   BezelRender → Core, PNG, Raster: the pipeline and every export format
//   BezelRegression → Core, PNG, Diff: baselines, comparison, budgets, verdicts, reports (no Cairo)
//   Bezel (re-exports Render, Regression, PNG, Core) · BezelTesting → Regression, Raster · BezelCLI → Bezel · bezel
//   BezelUIKit → Core, PNG, Raster, Render: UIButton & co. in Swift, written as theme JSON and drawn by the same pipeline; drawing in code (UIBezierPath, image contexts) on Raster's CodeCanvas
//   BezelSnapshotTesting → UIKit, Regression, PNG: assertSnapshot(of: button, as: .image) on Linux
let package = Package(
    name: "Bezel",
    products: [
        .library(name: "Bezel", targets: ["Bezel"]),
        .executable(name: "bezel", targets: ["bezel"]),
        .library(name: "BezelTesting", targets: ["BezelTesting"]),
        .library(name: "BezelUIKit", targets: ["BezelUIKit"]),
        .library(name: "BezelSnapshotTesting", targets: ["BezelSnapshotTesting"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: pkgConfigName("pangocairo"),
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CRsvg", path: "Sources/CRsvg", pkgConfig: pkgConfigName("librsvg-2.0"),
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        // libpng's classic read API behind one C function (its errors longjmp, which Swift code cannot survive).
        .target(name: "CPNGReader", dependencies: ["CPNG"], path: "Sources/CPNGReader"),
        .target(name: "BezelCore"),
        // Interface Builder documents (.xib, .storyboard) read as themes: FoundationXML in, theme JSON out.
        .target(name: "BezelInterfaceBuilder", dependencies: ["BezelCore"]),
        .target(name: "BezelDiff"),
        .target(name: "BezelPNG", dependencies: ["CPNGReader", "CZlib", "CDeflate"]),
        .target(name: "BezelRaster", dependencies: ["BezelCore", "BezelPNG", "CCairo", "CPangoCairo", "CRsvg"]),
        .target(name: "BezelRender", dependencies: ["BezelCore", "BezelInterfaceBuilder", "BezelPNG", "BezelRaster"]),
        .target(name: "BezelRegression", dependencies: ["BezelCore", "BezelPNG", "BezelDiff"]),
        .target(name: "Bezel", dependencies: ["BezelCore", "BezelInterfaceBuilder", "BezelPNG", "BezelRender", "BezelRegression"]),
        .target(name: "BezelCLI", dependencies: ["Bezel", "BezelDiff", "BezelRaster"]),
        // Linked by lld, the toolchain's own linker: with the runtime linked in (`--static-swift-stdlib`,
        // README) gold repeats glibc's note on a `mktemp` inside Foundation's static library; lld does not.
        .executableTarget(name: "bezel", dependencies: ["BezelCLI"],
                          linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),
        // Goldens for users' own test suites: value witnesses (Golden/GoldenDiffing), verifyGolden, record modes.
        // Compares through BezelRegression (as `bezel verify` does); BezelRaster only for the RasterImage strategy.
        .target(name: "BezelTesting", dependencies: ["BezelCore", "BezelPNG", "BezelRegression", "BezelRaster"]),
        // UIKit's button world on Linux (UIButton, UIColor, UIFont, UIImage, CALayer, …): a button set up in Swift
        // becomes the theme JSON the decoder reads and is drawn through BezelRender's pipeline (docs/uikit-swift.md).
        .target(name: "BezelUIKit", dependencies: ["BezelCore", "BezelPNG", "BezelRaster", "BezelRender"]),
        // swift-snapshot-testing's assertSnapshot/verifySnapshot for BezelUIKit views (`.image`,
        // `.recursiveDescription`), its __Snapshots__ layout, record modes and failure wording; images
        // compared through BezelRegression. Beside BezelTesting, which does not depend on BezelUIKit.
        .target(name: "BezelSnapshotTesting", dependencies: ["BezelUIKit", "BezelRegression", "BezelPNG"]),
        // Tests. BezelCoreTests, BezelDiffTests, BezelPNGTests and BezelRegressionTests link no Cairo, Pango
        // or librsvg: the pure stages build and test without them.
        .target(name: "BezelTestSupport", dependencies: ["BezelCore"], path: "Tests/BezelTestSupport"),
        .testTarget(name: "BezelCoreTests", dependencies: ["BezelCore", "BezelTestSupport"]),
        .testTarget(name: "BezelDiffTests", dependencies: ["BezelDiff"]),
        .testTarget(name: "BezelInterfaceBuilderTests", dependencies: ["BezelInterfaceBuilder", "BezelCore"]),
        .testTarget(name: "BezelPNGTests", dependencies: ["BezelPNG", "BezelCore", "BezelTestSupport", "CZlib"]),
        .testTarget(name: "BezelRegressionTests", dependencies: ["BezelRegression", "BezelPNG", "BezelCore"]),
        .testTarget(name: "BezelRasterTests", dependencies: ["BezelCore", "BezelPNG", "BezelRaster", "BezelRender", "BezelTestSupport", "CPangoCairo"]),
        .testTarget(name: "BezelRenderTests", dependencies: ["BezelRender", "BezelCore", "BezelPNG", "BezelTestSupport"]),
        .testTarget(name: "BezelUIKitTests", dependencies: ["BezelUIKit", "BezelRender", "BezelCore", "BezelPNG"]),
        .testTarget(name: "BezelSnapshotTestingTests", dependencies: ["BezelSnapshotTesting", "BezelUIKit", "BezelPNG"],
                    exclude: ["__Snapshots__", "Symbols"]),
        .testTarget(name: "BezelTestingTests", dependencies: ["BezelTesting", "BezelCore", "BezelPNG", "BezelRaster"]),
        .testTarget(name: "BezelCLITests", dependencies: ["BezelCLI", "Bezel", "BezelCore", "BezelPNG", "BezelRaster", "BezelRender", "BezelRegression", "BezelTestSupport"], exclude: ["Fixtures"]),
    ]
)
