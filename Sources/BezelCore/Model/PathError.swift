/// Why a path in a theme was refused.
public struct PathError: Error, Sendable {
    /// What is wrong with the path, without advice.
    public var message: String
    /// What would lift the refusal, when a setting would (said by whoever shows the error).
    public var advice: Advice?
    public init(message: String, advice: Advice? = nil) { self.message = message; self.advice = advice }
}
