import Bezel

/// docs/library.md, "Render in parts (shards)".
func renderShard() throws {
    let units = ThemeUnits(inputs: ["themes/ios.json"], options: RenderOptions(), output: "out").units
    let shard = try ShardSelection(index: 1, count: 2)
    let plan = ShardPlan(units: units, options: RenderOptions(), shard: shard, renderer: ThemeRenderer())
    for assignment in plan.assignments {
        let result = try assignment.planned.render(assignment.parts)
        print(assignment.planned.unit.folder, result.files.count, "files")
    }
    print(plan.shardItems, "of", plan.totalItems, "work items in shard", shard)
}

/// The files each of `count` shards of ios.json draws, shard by shard, the same way.
func shardFiles(count: Int) throws -> [[OutputFile]] {
    let units = ThemeUnits(inputs: ["themes/ios.json"], options: RenderOptions(), output: "out").units
    return try (1...count).map { index in
        let plan = ShardPlan(units: units, options: RenderOptions(), shard: try ShardSelection(index: index, count: count),
                             renderer: ThemeRenderer())
        return try plan.assignments.flatMap { try $0.planned.render($0.parts).files }
    }
}
