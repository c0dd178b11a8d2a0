import NIOCore
import Synchronization

/// The open connections of one server, across its event loops, up to a limit.
final class ConnectionCount: Sendable {
    let limit: Int
    private let open = Mutex(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection; `false` (not counted) when the limit is reached.
    func enter() -> Bool {
        open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        open.withLock { $0 -= 1 }
    }
}

/// Closes a connection at once when the server already holds ``ConnectionCount/limit``: a
/// thousand idle or slow clients cannot take every socket and thread from the browser that
/// needs one. It reads nothing itself; the parts of each request pass on unchanged.
final class ConnectionCapHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let count: ConnectionCount
    private var counted = false

    init(count: ConnectionCount) {
        self.count = count
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard count.enter() else {
            context.close(promise: nil)
            return
        }
        counted = true
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if counted { count.leave() }
        counted = false
    }
}
