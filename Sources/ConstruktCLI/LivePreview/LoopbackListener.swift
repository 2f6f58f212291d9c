import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live preview's listening socket: TCP on 127.0.0.1 and never another address, on the port
/// asked for (0: one the system picks, which `port` then says).
struct LoopbackListener: Sendable {
    let descriptor: Int32
    let port: UInt16

    init(port requested: UInt16) throws {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Self.failure("cannot open a socket", port: requested) }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if !os(Linux)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, HTTPServerLimits.pendingClients) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let failure = Self.failure("cannot listen", port: requested)
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// The next client, waiting for one. A failure that passes (a signal, a client gone before it
    /// was accepted, no descriptors left for a moment) is waited out; any other is thrown.
    func accept() throws -> ClientSocket {
        while true {
            #if os(Linux)
                let client = Glibc.accept(descriptor, nil, nil)
            #else
                let client = Darwin.accept(descriptor, nil, nil)
            #endif
            if client >= 0 { return ClientSocket(descriptor: client) }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(50_000)
            default: throw Self.failure("cannot accept a client", port: port)
            }
        }
    }

    private static func failure(_ what: String, port: UInt16) -> CommandFailure {
        CommandFailure(message: "\(what) on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
    }
}
