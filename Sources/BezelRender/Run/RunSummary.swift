import BezelCore

/// What a run that writes did, unit by unit, for its summary line and its exit code.
public struct RunSummary: Sendable {
    /// One unit's outcome.
    public struct Outcome: Sendable {
        /// What happened to the unit.
        public enum Kind: Sendable {
            /// Its files were written: buttons and sheets drawn, the files' paths (from the run's
            /// folder), and its warnings (things skipped or renamed, titles that do not fit), one a line.
            case written(buttons: Int, sheets: Int, paths: [String], warnings: [String])
            /// It could not be rendered (a bad theme, a layout that does not fit).
            case failed(String)
            /// Its files could not be written: none of them were.
            case notWritten(OutputError)
        }
        /// The theme file the unit comes from.
        public let file: String
        /// The unit (`RenderUnit.identifier`).
        public let unit: String
        public let kind: Kind
    }

    /// The outcome of every unit rendered (or planned and failed), in unit order.
    public var outcomes: [Outcome] = []
    /// Units left out because their files were up to date.
    public var unchanged = 0
    /// With `--shard`: the work items of every unit, and how many of them this shard drew.
    public var shardItems: (mine: Int, total: Int)?
    /// Seconds from the first unit rendered to the last.
    public var elapsed = 0.0

    /// Units whose files were written.
    public var written: Int { outcomes.count { if case .written = $0.kind { true } else { false } } }
    /// Whether a unit could not be rendered.
    public var failed: Bool { outcomes.contains { if case .failed = $0.kind { true } else { false } } }
    /// Whether a unit's files could not be written.
    public var writeFailed: Bool { outcomes.contains { if case .notWritten = $0.kind { true } else { false } } }
    /// Units considered: rendered, failed and unchanged.
    public var units: Int { outcomes.count + unchanged }
}

/// Why a run that writes did not start: its folder is a theme folder, or cannot be made or locked.
public enum RunError: Error, Sendable, CustomStringConvertible {
    case themeFolder(FolderTarget.ThemeFolderConflict)
    case output(OutputError)

    public var description: String {
        switch self {
        case .themeFolder(let conflict): "\(conflict)"
        case .output(let error): "\(error)"
        }
    }
}
