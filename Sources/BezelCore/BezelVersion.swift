/// This Bezel's version: what `--version` prints, what atlases name as their app version, and part
/// of every unit's content key (a new Bezel renders everything once).
public enum BezelVersion {
    public static let current = "0.2.1"
}
