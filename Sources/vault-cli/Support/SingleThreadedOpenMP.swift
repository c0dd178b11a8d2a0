#if canImport(Glibc)
    import Glibc
#endif

/// Makes sure OpenMP (used inside Tesseract) runs one thread per engine. vault runs several
/// engines side by side instead, which is faster on every machine measured.
enum SingleThreadedOpenMP {
    static let variable = "OMP_THREAD_LIMIT"

    /// Re-executes the running binary with `OMP_THREAD_LIMIT=1` unless the user set the
    /// variable. If the re-exec fails, carries on (slower, but correct).
    static func ensure() {
        guard getenv(variable) == nil else { return }
        setenv(variable, "1", 1)
        #if os(Linux)
            execv("/proc/self/exe", CommandLine.unsafeArgv)
        #endif
    }
}
