import Bezel

/// docs/library.md, "Render in parts (shards)": shard 1 of 2, then the files of shard 2, for the
/// check that both together are one whole render.
func renderShards() throws -> (first: [OutputFile], second: [OutputFile]) {
    let units = ThemeUnits(inputs: ["themes/ios.json"], options: RenderOptions(), output: "out").units
    let shard = try ShardSelection(index: 1, count: 2)
    let plan = ShardPlan(units: units, options: RenderOptions(), shard: shard, renderer: ThemeRenderer())
    var first: [OutputFile] = []
    for assignment in plan.assignments {
        let result = try assignment.planned.render(assignment.parts)
        print(assignment.planned.unit.folder, result.files.count, "files")
        first += result.files
    }
    print(plan.shardItems, "of", plan.totalItems, "work items in shard", shard)
    let other = ShardPlan(units: units, options: RenderOptions(), shard: try ShardSelection(index: 2, count: 2), renderer: ThemeRenderer())
    let second = try other.assignments.flatMap { try $0.planned.render($0.parts).files }
    return (first, second)
}
