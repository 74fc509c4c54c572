import BezelCore

/// The work of one shard of a render (`--shard I/N`): every unit planned once (prepared, measured,
/// packed: `ThemeRenderer.planned`), the work items of all units balanced over the shards by the
/// pixels they draw (`ShardSelection.balance`), and this shard's parts of each unit. Drawing every
/// shard's parts and merging the folders gives the files of one unsharded run, byte for byte.
public struct ShardPlan: Sendable {
    /// One unit this shard draws something of: its plan and the parts to draw.
    public struct Assignment: Sendable {
        /// The unit, planned once.
        public var planned: PlannedRender
        /// What of it this shard draws.
        public var parts: RenderParts
    }

    /// The units this shard draws parts of, in unit order.
    public let assignments: [Assignment]
    /// The units that could not be planned (the same in every shard), with their errors.
    public let failures: [(unit: RenderUnit, error: any Error)]
    /// Work items of all units, and how many of them are this shard's.
    public let totalItems: Int, shardItems: Int

    /// Plans `units` on `options.jobs` threads and keeps `shard`'s parts.
    public init(units: [RenderUnit], options: RenderOptions, shard: ShardSelection, renderer: ThemeRenderer) {
        let slots = Slots<Result<PlannedRender, any Error>>(count: units.count)
        Parallel.forEach(units.count, jobs: options.jobs) { i in slots.set(i, Result { try renderer.planned(units[i], options: options) }) }
        let planned = slots.all.map { $0! }
        var plans: [PlannedRender] = [], failures: [(unit: RenderUnit, error: any Error)] = []
        for (unit, result) in zip(units, planned) {
            switch result {
            case .success(let plan): plans.append(plan)
            case .failure(let error): failures.append((unit, error))
            }
        }
        let items = plans.map(\.workItems)
        let keyed = zip(plans, items).flatMap { plan, items in items.map { (key: plan.unit.identifier + "/" + $0.name, weight: $0.area) } }
        var shards = ShardSelection.balance(keyed, count: shard.count)[...]
        var assignments: [Assignment] = []
        var shardItems = 0
        for (plan, unitItems) in zip(plans, items) {
            let mine = zip(unitItems, shards.prefix(unitItems.count)).filter { $0.1 == shard.index }.map(\.0)
            shards = shards.dropFirst(unitItems.count)
            guard !mine.isEmpty else { continue }
            assignments.append(Assignment(planned: plan, parts: RenderParts(mine)))
            shardItems += mine.count
        }
        self.assignments = assignments
        self.failures = failures
        totalItems = keyed.count
        self.shardItems = shardItems
    }
}
