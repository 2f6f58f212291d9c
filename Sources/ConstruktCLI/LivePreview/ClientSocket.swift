#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted client of the live preview's server: reads and writes that give up at a deadline
/// instead of waiting on a client that sends or reads nothing, and a close that lets a client
/// still sending see its answer. The socket does not block; the waits are `poll`'s.
struct ClientSocket: Sendable {
    /// What a read brought.
    enum Read: Equatable {
        case bytes([UInt8])
        /// The client closed its side, or the connection broke.
        case ended
        case timedOut
    }

    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Up to `count` bytes, as soon as any arrive before `deadline`.
    func read(atMost count: Int, before deadline: ContinuousClock.Instant) -> Read {
        var buffer = [UInt8](repeating: 0, count: max(count, 1))
        while true {
            guard wait(for: POLLIN, before: deadline) else { return .timedOut }
            let received = recv(descriptor, &buffer, buffer.count, 0)
            if received > 0 { return .bytes(Array(buffer[..<received])) }
            if received < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            return .ended
        }
    }

    /// Writes all of `bytes`; false when the client left or did not take them before `deadline`.
    func write(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard wait(for: POLLOUT, before: deadline) else { return false }
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                sent += count
            } else if count < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Whether the client has gone (closed its side, or the connection broke) while its answer
    /// was being made: then the answer is not made.
    var hasLeft: Bool {
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK))
        return peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Ends the connection after its answer: no more is sent, what the client still sends is read
    /// and dropped until it closes or `linger` is up (closing with unread bytes would reset the
    /// connection, and the client could lose the answer), then the socket is closed.
    func close(lingeringFor linger: Duration) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        let deadline = ContinuousClock.now + linger
        while case .bytes = read(atMost: 65536, before: deadline) {}
        #if os(Linux)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    /// Waits until the socket is ready for `events` (POLLIN or POLLOUT); false at the deadline.
    private func wait(for events: Int32, before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            let milliseconds = min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, Int64(Int32.max))
            var probe = pollfd(fd: descriptor, events: Int16(events), revents: 0)
            let ready = poll(&probe, 1, Int32(milliseconds))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return true }
        }
    }
}
