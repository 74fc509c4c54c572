// swift-tools-version:5.9
import PackageDescription

// Bezel: UIKit-style button models rendered to per-state sprite sheets.
// Dependencies flow one way: BezelCore (pure Swift) ← BezelRaster (Cairo/Pango) ← BezelCLI ← bezel.
let package = Package(
    name: "Bezel",
    products: [
        .library(name: "Bezel", targets: ["BezelCore", "BezelRaster"]),
        .executable(name: "bezel", targets: ["bezel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),
        .systemLibrary(
            name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
        .target(name: "BezelCore"),
        .target(
            name: "BezelRaster",
            dependencies: ["BezelCore", "CCairo", "CPangoCairo", "CRsvg"]),
        .target(name: "BezelCLI", dependencies: ["BezelCore", "BezelRaster"]),
        .executableTarget(name: "bezel", dependencies: ["BezelCLI"]),
        .testTarget(
            name: "BezelCoreTests", dependencies: ["BezelCore"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BezelRasterTests", dependencies: ["BezelCore", "BezelRaster"]),
        .testTarget(
            name: "BezelCLITests", dependencies: ["BezelCLI", "BezelCore"],
            exclude: ["Fixtures"]),
    ]
)
