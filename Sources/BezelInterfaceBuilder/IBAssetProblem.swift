/// Why part of an asset catalog cannot be read (a file, an entry), as a message naming it.
struct IBAssetProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
