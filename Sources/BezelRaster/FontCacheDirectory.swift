import BezelCore
import Foundation

/// Where fontconfig may keep the cache of Bezel's font configuration: `bezel/fontconfig` in the
/// user's cache folder (`$XDG_CACHE_HOME`, else `$HOME/.cache`), created with mode 0700.
///
/// A folder another user owns, or one others may write to, is not used (anyone who can write the
/// cache can change what fonts Bezel sees); nor is one that cannot be created. Without a cache
/// fontconfig scans the pinned fonts on every run, which is slower but gives the same fonts.
enum FontCacheDirectory {
    /// The usable cache folder for `environment`, or nil (run without a cache).
    static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let base = baseFolder(environment) else { return nil }
        let bezel = base + "/bezel"
        let fontconfig = bezel + "/fontconfig"
        for folder in [base, bezel, fontconfig] where !FileManager.default.fileExists(atPath: folder) {
            guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { return nil }
        }
        return isPrivate(bezel) && isPrivate(fontconfig) ? fontconfig : nil
    }

    /// A new folder only this process knows (`mkdtemp`, mode 0700) in the temporary folder, for a
    /// run without a cache folder; nil when none can be made.
    static func makeScratch() -> String? {
        var template = Array((NSTemporaryDirectory() + "bezel-fontconfig-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    /// `$XDG_CACHE_HOME` when absolute (the XDG rule), else `$HOME/.cache`; nil without either.
    static func baseFolder(_ environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return trimmed(xdg) }
        if let home = environment["HOME"], home.hasPrefix("/") { return trimmed(home) + "/.cache" }
        return nil
    }

    /// A real folder (not a link) owned by this user that no one else may write to.
    static func isPrivate(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { return false }
        return info.st_mode & (S_IWGRP | S_IWOTH) == 0 && access(path, W_OK) == 0
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
