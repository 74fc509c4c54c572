// swift-tools-version:5.9

import PackageDescription

// The examples of docs/library.md (and docs/uikit-swift.md's), built against the repository's own Bezel package and run by
// scripts/test: `swift run --package-path Examples bezel-examples` (from the repository root).
let package = Package(
    name: "BezelExamples",
    dependencies: [.package(name: "Bezel", path: "..")],
    targets: [
        .executableTarget(name: "bezel-examples", dependencies: [.product(name: "Bezel", package: "Bezel"),
                                                                       .product(name: "BezelUIKit", package: "Bezel")]),
    ]
)
