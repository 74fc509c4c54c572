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

// Bezel: UIKit-style button models rendered to per-state sprite sheets.
// Dependencies flow one way: BezelCore (pure Swift) ← BezelRaster (Cairo/Pango/libpng/zlib) ← BezelCLI ← bezel;
// BezelDiff (the pixelmatch kernel, pure Swift, no dependencies) ← BezelCLI, BezelTesting (goldens for users' tests).
let package = Package(
    name: "Bezel",
    products: [
        .library(name: "Bezel", targets: ["BezelCore", "BezelDiff", "BezelRaster"]),
        .executable(name: "bezel", targets: ["bezel"]),
        .library(name: "BezelTesting", targets: ["BezelTesting"]),
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
        // libpng's classic read API behind one C function (its errors longjmp, which Swift code cannot survive).
        .target(name: "CPNGReader", dependencies: ["CPNG"], path: "Sources/CPNGReader"),
        .target(name: "BezelCore"),
        .target(name: "BezelDiff"),
        .target(
            name: "BezelRaster",
            dependencies: ["BezelCore", "CCairo", "CPangoCairo", "CRsvg", "CPNGReader", "CZlib"]),
        .target(name: "BezelCLI", dependencies: ["BezelCore", "BezelDiff", "BezelRaster"]),
        .executableTarget(name: "bezel", dependencies: ["BezelCLI"]),
        // Goldens for users' own test suites: value witnesses (Golden/GoldenDiffing), verifyGolden, record modes.
        .target(name: "BezelTesting", dependencies: ["BezelCore", "BezelDiff", "BezelRaster"]),
        .testTarget(
            name: "BezelCoreTests", dependencies: ["BezelCore"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BezelRasterTests", dependencies: ["BezelCore", "BezelRaster"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BezelDiffTests", dependencies: ["BezelDiff", "BezelRaster"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BezelTestingTests", dependencies: ["BezelTesting", "BezelCore", "BezelRaster"]),
        .testTarget(
            name: "BezelCLITests", dependencies: ["BezelCLI", "BezelCore"],
            exclude: ["Fixtures"]),
    ]
)
