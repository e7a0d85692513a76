package org.tablero.server.load;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * CPU seconds used so far by the server, the database and this generator: how the two cores were
 * shared during a load run, which tells whether the latency tails are queueing for a core.
 * The server's and the database's are read from Linux's /proc (user + system time); absent
 * elsewhere, or without the --server-pid / --db-pid options, they read as unknown (-1).
 */
record CpuTimes(double server, double database, double generator) {

    /** Linux reports process times in USER_HZ ticks, 100 a second on every architecture it runs on. */
    private static final double TICKS_PER_SECOND = 100;

    static CpuTimes read(Map<String, String> options) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new CpuTimes(ofProcess(options.get("server-pid")), ofProcess(options.get("db-pid")), os.getProcessCpuTime() / 1e9);
    }

    CpuTimes minus(CpuTimes before) {
        return new CpuTimes(server < 0 ? -1 : server - before.server, database < 0 ? -1 : database - before.database,
                generator - before.generator);
    }

    String describe(double seconds, long commands) {
        return String.format("CPU used in the run (cores busy on average): server %s, database %s, generator %.2f; "
                + "server CPU per 1,000 commands %s s", cores(server, seconds), cores(database, seconds), generator / seconds,
                server < 0 ? "unknown" : String.format("%.3f", server * 1000 / commands));
    }

    private static String cores(double cpuSeconds, double seconds) {
        return cpuSeconds < 0 ? "unknown" : String.format("%.2f", cpuSeconds / seconds);
    }

    private static double ofProcess(String pid) {
        if (pid == null || pid.isBlank()) {
            return -1;
        }
        try {
            String stat = Files.readString(Path.of("/proc", pid.strip(), "stat"));
            // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
