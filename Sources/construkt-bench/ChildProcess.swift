import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a program as a child process, measured by the kernel: wall time from spawn to exit,
/// the CPU time of the child (user + system, all its threads) and its peak resident memory, read
/// with `wait4` so that each figure belongs to this child alone.
struct ChildProcess {
    struct Measurement {
        var wallSeconds: Double
        var cpuSeconds: Double
        var peakMemoryBytes: Int
        var exitStatus: Int32
    }

    let executable: String
    let arguments: [String]
    /// Where standard output and standard error go (`/dev/null` while timing).
    var outputPath = "/dev/null"

    func run() throws -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("wait4 failed for \(executable)") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exited = (status & 0x7f) == 0
        return Measurement(
            wallSeconds: wall,
            cpuSeconds: cpu,
            peakMemoryBytes: Int(usage.ru_maxrss) * 1024,
            exitStatus: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        )
    }

    /// Runs once and fails unless the exit status is `expected`, pointing at the output kept.
    func runChecked(expecting expected: Int32 = 0) throws -> Measurement {
        let measured = try run()
        guard measured.exitStatus == expected else {
            throw BenchmarkFailure(
                "\(([executable] + arguments.prefix(3)).joined(separator: " ")) … exited \(measured.exitStatus), expected \(expected); output in \(outputPath)"
            )
        }
        return measured
    }

    private func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}

/// Why the benchmark stopped before printing its table.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
