import Bezel
import Foundation

/// docs/library.md, "Compare two PNG images".
func compareImages(png: Data) throws -> (same: ImageDifference, states: ImageDifference, loose: ImageDifference) {
    let same = try ImageDifference(expected: png, actual: png)
    print(same.differingPixels, same.passes)  // 0 true
    let states = try ImageDifference(expectedFile: "out/ios/normal@2x.png", actualFile: "out/ios/highlighted@2x.png")
    print(states.differingPixels, "of", states.totalPixels, "pixels differ")
    let loose = try ImageDifference(expectedFile: "out/ios/normal@2x.png", actualFile: "out/ios/highlighted@2x.png",
                                    method: .pixelmatch(threshold: 0.1), maxDifferingPixels: 100)
    print(loose.differingPixels, loose.belowThresholdPixels, loose.antiAliasedPixels, loose.passes)
    try loose.diffImage.pngData().write(to: URL(fileURLWithPath: "diff.png"))
    return (same, states, loose)
}
