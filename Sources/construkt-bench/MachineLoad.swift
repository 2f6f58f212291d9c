import Foundation

/// How busy the machine is: the table's ratios are measured side by side, but whether a process can
/// use both cores depends on what else runs, so the benchmark prints the load beside its table.
enum MachineLoad {
    static var oneMinuteAverage: Double {
        var averages = [Double](repeating: 0, count: 3)
        return getloadavg(&averages, 3) > 0 ? averages[0] : 0
    }
}
