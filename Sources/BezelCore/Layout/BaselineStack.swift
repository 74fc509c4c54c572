/// An image beside text with the image's baseline on the text's first baseline, as a symbol image
/// sits beside a configuration's title: how tall the pair is and where each starts, from the top of
/// the pair. Without a baseline (a file image) the two are centred on each other instead.
struct BaselineStack: Equatable {
    /// From the top of the taller ascent to the bottom of the deeper descent.
    var height: Double
    var textTop: Double
    var imageTop: Double

    /// `textBaseline` is measured from the text's top; `imageBaselineOffset` is how far the image
    /// reaches below its baseline (its bottom is that far under the text's baseline).
    init(textHeight: Double, textBaseline: Double, imageHeight: Double, imageBaselineOffset: Double) {
        let imageAscent = imageHeight - imageBaselineOffset
        let ascent = max(textBaseline, imageAscent)
        textTop = ascent - textBaseline
        imageTop = ascent - imageAscent
        height = ascent + max(textHeight - textBaseline, imageBaselineOffset)
    }
}
