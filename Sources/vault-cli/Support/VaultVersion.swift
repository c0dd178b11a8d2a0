/// vault's version as `vault --version`, `vault info` and backup manifests give it.
enum VaultVersion {
    /// The release number.
    static let release = "0.1.0"
    /// The release and the git commit the binary was built from (`BuildInfo`, generated at
    /// build time by the BuildInfo plugin).
    static let full = "\(release) (commit \(BuildInfo.commit))"
}
