import BezelCore

/// How a run picks and skips its units, beside what each unit renders (`RenderOptions`): one mode
/// and one locale (nil: all), the part of the work this process draws (`--shard`), whether units
/// whose files are up to date are rendered anyway (`--force`), and whether theme files may reach
/// outside their folder (`--allow-outside-paths`).
public struct RunOptions: Sendable {
    /// Only this mode (nil: the base theme and every mode).
    public var mode: String?
    /// Only this locale (nil: the base titles and every locale).
    public var locale: String?
    /// The part of the work this process draws (`ShardSelection.all`: everything).
    public var shard: ShardSelection = .all
    /// Render every unit, also those whose recorded files are up to date.
    public var force = false
    /// Allow absolute paths and paths outside the theme's folder.
    public var allowsOutsidePaths = false

    /// Options that take every mode and locale, skip up-to-date units and keep paths inside.
    ///
    /// ```swift
    /// var run = RunOptions()
    /// run.mode = "dark"
    /// ```
    public init(mode: String? = nil, locale: String? = nil, shard: ShardSelection = .all, force: Bool = false,
                allowsOutsidePaths: Bool = false) {
        self.mode = mode
        self.locale = locale
        self.shard = shard
        self.force = force
        self.allowsOutsidePaths = allowsOutsidePaths
    }
}
