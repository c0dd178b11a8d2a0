import ONNXRuntime

/// A float tensor lent by ONNX Runtime for the length of a closure: values in row-major order
/// and the size of each dimension.
struct TensorView {
    let values: UnsafeBufferPointer<Float>
    let shape: [Int]
}

/// One ONNX model loaded into ONNX Runtime, run on one float input giving one float output.
/// Owns its C session; use it from one thread at a time.
final class InferenceSession {
    let name: String
    private let session: OpaquePointer

    /// Opens ONNX Runtime from `library` (once per process) and loads the model at `path`, run
    /// with `threads` threads inside each operator.
    init(library: String, model path: String, threads: Int) throws(DeepTextError) {
        name = path.split(separator: "/").last.map(String.init) ?? path
        var reason = [CChar](repeating: 0, count: 1024)
        guard vault_onnx_open(library, &reason, reason.count) == 0 else {
            throw .runtimeUnavailable(library: library, reason: Self.message(reason))
        }
        guard let session = vault_onnx_session_create(path, Int32(clamping: threads), &reason, reason.count) else {
            throw .modelUnloadable(model: path, reason: Self.message(reason))
        }
        self.session = session
    }

    deinit {
        vault_onnx_session_free(session)
    }

    /// Runs the model on `input`, whose element count must match `shape`, and hands its output to
    /// `body` in place (the view is valid only inside `body`). With `releasingMemory` the memory
    /// the run took goes back to the system when it ends (the last run of a page); otherwise the
    /// next run reuses it.
    func run<Result>(
        _ input: [Float], shape: [Int], releasingMemory: Bool,
        reading body: (TensorView) throws(DeepTextError) -> Result
    ) throws(DeepTextError) -> Result {
        precondition(input.count == shape.reduce(1, *), "input does not fill its shape")
        let dimensions = shape.map(Int64.init)
        var result: OpaquePointer? = nil
        var output: UnsafePointer<Float>? = nil
        var outputShape = [Int64](repeating: 0, count: 8)
        var rank = outputShape.count
        var reason = [CChar](repeating: 0, count: 1024)
        let status = input.withUnsafeBufferPointer { values in
            vault_onnx_run(
                session, values.baseAddress, dimensions, dimensions.count, releasingMemory ? 1 : 0, &result, &output,
                &outputShape, &rank, &reason, reason.count)
        }
        guard status == 0, let result, let output else {
            throw .inferenceFailed(model: name, reason: Self.message(reason))
        }
        defer { vault_onnx_result_free(result) }
        let shape = outputShape.prefix(rank).map { Swift.max(0, Int($0)) }
        return try body(TensorView(values: UnsafeBufferPointer(start: output, count: shape.reduce(1, *)), shape: shape))
    }

    /// A value of the model's custom metadata, or nil.
    func metadata(_ key: String) -> String? {
        guard let value = vault_onnx_metadata(session, key) else { return nil }
        defer { vault_onnx_free(value) }
        return String(cString: value)
    }

    private static func message(_ reason: [CChar]) -> String {
        String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
