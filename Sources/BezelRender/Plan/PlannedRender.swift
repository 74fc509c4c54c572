import BezelCore

/// Which parts of a unit's files one render draws: some or all of its raster pages (each with its
/// atlas), some or all of its strips, and whether the rest (manifest, multiatlases, vector sheets,
/// gallery, CSS, asset catalog, Android drawables, warnings). `bezel render --shard` draws the
/// parts its shard was given; every other render draws `.all`.
public struct RenderParts: Hashable, Sendable {
    /// Indices of the raster pages drawn (`RenderWorkItem.Kind.page`); nil: all.
    public var sheets: Set<Int>?
    /// Buttons whose strips are drawn (`--strips`); nil: all.
    public var strips: Set<String>?
    /// Whether the unit's other files are made.
    public var rest: Bool
    public init(sheets: Set<Int>?, strips: Set<String>?, rest: Bool) { self.sheets = sheets; self.strips = strips; self.rest = rest }
    /// Every file of the unit.
    public static let all = RenderParts(sheets: nil, strips: nil, rest: true)

    /// The parts of `items`.
    public init(_ items: [RenderWorkItem]) {
        var sheets = Set<Int>(), strips = Set<String>(), rest = false
        for item in items {
            switch item.kind {
            case .page(let index): sheets.insert(index)
            case .strip(let button): strips.insert(button)
            case .rest: rest = true
            }
        }
        self.init(sheets: sheets, strips: strips, rest: rest)
    }

    /// Whether raster page `index` is drawn.
    func contains(sheet index: Int) -> Bool { sheets?.contains(index) ?? true }
    /// Whether `button`'s strips are drawn.
    func contains(strip button: String) -> Bool { strips?.contains(button) ?? true }
}

/// One piece of a unit's render that a shard can take: one raster page (a state at a scale, one
/// page, with its atlas), one button's strips at every scale, or the rest of the unit's files.
/// `area` is the pixels it draws, the weight shards are balanced by.
public struct RenderWorkItem: Hashable, Sendable {
    /// What the item draws.
    public enum Kind: Hashable, Sendable {
        /// A raster page, by index in file order (state, scale, page).
        case page(Int)
        /// A button's strips (`buttons/<button>[@Nx].png` and atlases).
        case strip(String)
        /// Everything else of the unit.
        case rest
    }
    /// What the item draws.
    public var kind: Kind
    /// A name unique in the unit: the page's PNG file name, the strip's folder and button, or `"(rest)"`.
    public var name: String
    /// Pixels drawn (at least 1).
    public var area: Int
}

/// A unit's render decided but not drawn yet (`ThemeRenderer.planned`): prepared, measured and
/// packed once, then drawn whole (`render()`) or in parts (`render(_:)`, for shards). Drawing
/// every part once, in any split, gives the same files as `render()`.
public struct PlannedRender: Sendable {
    let plan: RenderPlan
    let renderer: ThemeRenderer

    /// The unit planned.
    public var unit: RenderUnit { plan.unit }

    /// The work items: every raster page in file order (state, scale, page), every button's strips,
    /// then the rest.
    public var workItems: [RenderWorkItem] {
        let sheets = plan.rasterSheetJobs.enumerated().map { i, job in
            RenderWorkItem(kind: .page(i), name: SheetNaming.sheetFileName(state: job.state, layout: job.layout, kind: .png),
                           area: max(1, job.layout.size.width * job.layout.size.height))
        }
        var strips: [RenderWorkItem] = []
        for strip in plan.strips {
            let area = strip.layout.size.width * strip.layout.size.height
            if strips.last?.kind == .strip(strip.button) { strips[strips.count - 1].area += area; continue }
            strips.append(RenderWorkItem(kind: .strip(strip.button), name: SheetNaming.stripFolder + "/" + strip.button, area: max(1, area)))
        }
        return sheets + strips + [RenderWorkItem(kind: .rest, name: "(rest)", area: plan.restArea)]
    }

    /// Draws `parts` of the unit into their files.
    public func render(_ parts: RenderParts = .all) throws -> ThemeRenderer.Result {
        try renderer.exports(plan, parts, renderer.rasterise(plan, parts))
    }
}
