package org.tablero.server.load;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ErrorResponse;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.Login;
import org.tablero.protocol.LoginAnswer;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.RefreshMatchesLastMovement;
import org.tablero.protocol.Request;
import org.tablero.protocol.Wire;
import org.tablero.protocol.netty.LineFrameDecoder;
import org.tablero.protocol.netty.RequestEncoder;
import org.tablero.protocol.netty.ResponseDecoder;
import org.tablero.server.db.SqlTime;
import org.tablero.server.user.PasswordHasher;
import org.tablero.server.user.UserRepository;

/**
 * The load benchmark's client side (bench/load.sh): N connections log in and poll on the client's
 * schedule (refreshMatchesLastMovement and refreshChallenges every poll interval, queryClientPool
 * every 30 polls) while pairs of them play chess; then every acknowledged move is looked up in the
 * database. Commands and latencies are counted after a warm-up in which the games start and the JIT
 * compiles both sides' paths. Options: --port --db-url --clients --pairs --seconds --warmup --poll-ms,
 * --server-pid and --db-pid (whose CPU time to report), and either --moves-per-second (the pairs
 * pace their moves to offer that rate in total) or --think-ms (each move a random 0..think-ms
 * after the previous acknowledgement).
 */
public final class LoadGenerator {

    /** A move the server acknowledged. */
    record Ack(long matchId, int ply, String move) {
    }

    private static final String PASSWORD = "load-password";

    private final Map<String, String> options;
    private final LoadReport report = new LoadReport();
    private final Queue<Ack> acks = new ConcurrentLinkedQueue<>();
    private volatile boolean running = true;

    private LoadGenerator(Map<String, String> options) {
        this.options = options;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        System.exit(new LoadGenerator(options).run() ? 0 : 1);
    }

    private int intOption(String name, int defaultValue) {
        return Integer.parseInt(options.getOrDefault(name, Integer.toString(defaultValue)));
    }

    private boolean run() throws Exception {
        int clients = intOption("clients", 1000);
        int pairs = Math.min(intOption("pairs", 50), clients / 2);
        int seconds = intOption("seconds", 60);
        int warmupSeconds = intOption("warmup", 10);
        int pollMs = intOption("poll-ms", 1000);
        int thinkMs = intOption("think-ms", 250);
        int movesPerSecond = intOption("moves-per-second", 0);
        boolean paced = movesPerSecond > 0;
        long meanGapNanos = paced ? 1_000_000_000L * pairs / movesPerSecond : thinkMs * 500_000L;
        String dbUrl = options.get("db-url");
        // The pairs pick their moves with the chess rules, whose one-time set-up would otherwise
        // stall an event loop of the generator in the measured minute.
        org.tablero.engines.game.GameRules.of(org.tablero.engines.game.GameKind.CHESS).start(null, Map.of()).playableMoves();
        List<String> nicks = seedUsers(dbUrl, clients);

        EventLoopGroup group = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
        try {
            List<LoadClient> connections = connect(group, clients, nicks);
            System.out.println("logged in " + connections.size() + " clients; warming up for " + warmupSeconds + " s, then measuring for "
                    + seconds + " s; " + pairs + " pairs "
                    + (paced ? "pacing their moves to " + movesPerSecond + " moves/s in total"
                            : "moving 0-" + thinkMs + " ms after each acknowledgement"));
            List<PairedGame> games = new ArrayList<>();
            for (int i = 0; i < pairs; i++) {
                games.add(new PairedGame(connections.get(2 * i), connections.get(2 * i + 1), nicks.get(2 * i + 1), meanGapNanos, paced,
                        report, acks, () -> running));
            }
            for (int i = 0; i < connections.size(); i++) {
                schedulePolls(connections.get(i), pollMs, i, i < 2 * pairs);
            }
            games.forEach(PairedGame::start);
            Thread.sleep(warmupSeconds * 1000L);
            long start = System.nanoTime();
            report.startMeasuring();
            CpuTimes cpuBefore = CpuTimes.read(options);
            Thread.sleep(seconds * 1000L);
            running = false;
            double elapsed = (System.nanoTime() - start) / 1e9;
            CpuTimes cpuUsed = CpuTimes.read(options).minus(cpuBefore);
            Thread.sleep(Math.max(2000, pollMs));
            report.print(elapsed, clients, machine());
            System.out.println(cpuUsed.describe(elapsed, report.commands()));
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
        return verify(dbUrl) && report.errorCount() == 0;
    }

    /** Bench users straight in the database, with a cheap Argon2 cost so that logging in 5,000 users takes seconds. */
    private static List<String> seedUsers(String dbUrl, int count) throws Exception {
        String hash = new PasswordHasher(new PasswordHasher.Cost(64, 1, 1)).hash(PASSWORD);
        String run = Long.toString(System.currentTimeMillis() % 46656, 36);
        List<String> nicks = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(dbUrl)) {
            c.setAutoCommit(false);
            String sql = "INSERT INTO users (nick, nick_key, password_hash, role, is_human, disabled, created_at)"
                    + " VALUES (?, ?, ?, 'player', TRUE, FALSE, ?)";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                for (int i = 0; i < count; i++) {
                    String nick = "ld" + run + "_" + i;
                    nicks.add(nick);
                    ps.setString(1, nick);
                    ps.setString(2, UserRepository.nickKey(nick));
                    ps.setString(3, hash);
                    ps.setObject(4, SqlTime.toSql(Instant.now()));
                    ps.addBatch();
                    if (i % 500 == 499) {
                        ps.executeBatch();
                    }
                }
                ps.executeBatch();
            }
            c.commit();
        }
        return nicks;
    }

    private List<LoadClient> connect(EventLoopGroup group, int count, List<String> nicks) throws Exception {
        int port = intOption("port", 7777);
        String host = options.getOrDefault("host", "127.0.0.1");
        List<LoadClient> clients = new ArrayList<>();
        CountDownLatch loggedIn = new CountDownLatch(count);
        for (int i = 0; i < count; i++) {
            LoadClient client = new LoadClient(why -> {
                if (running) {
                    report.error(why);
                }
            });
            Bootstrap b = new Bootstrap().group(group).channel(NioSocketChannel.class)
                    .option(ChannelOption.TCP_NODELAY, true)
                    .handler(new ChannelInitializer<SocketChannel>() {
                        @Override
                        protected void initChannel(SocketChannel ch) {
                            ch.pipeline().addLast(new LineFrameDecoder(Wire.CLIENT_MAX_LINE_BYTES), new PoolAnswerCounter(),
                                    new ResponseDecoder(), new RequestEncoder(), client);
                        }
                    });
            client.attach(b.connect(host, port).sync().channel());
            clients.add(client);
            client.send(new Login("1", nicks.get(i), PASSWORD), (r, nanos) -> {
                report.login(nanos);
                if (!(r instanceof LoginAnswer a && a.ok())) {
                    report.error("login: " + r);
                }
                loggedIn.countDown();
            });
            if (i % 200 == 199) {
                Thread.sleep(50); // a gentle ramp: the accept backlog is finite
            }
        }
        if (!loggedIn.await(10, TimeUnit.MINUTES)) {
            throw new IllegalStateException("logins did not complete");
        }
        return clients;
    }

    private static final List<Request> POLL = List.of(new RefreshMatchesLastMovement(), new RefreshChallenges());
    private static final List<Request> POLL_WITH_POOL = List.of(new RefreshMatchesLastMovement(), new RefreshChallenges(),
            new QueryClientPool());

    /** On the client's own event loop, so that a poll's requests leave in one write without a hop between threads. */
    private void schedulePolls(LoadClient client, int pollMs, int index, boolean playing) {
        long firstDelay = ThreadLocalRandom.current().nextLong(pollMs);
        int[] polls = {index % 30};
        client.eventLoop().scheduleAtFixedRate(() -> {
            if (!running) {
                return;
            }
            client.sendAll(++polls[0] % 30 == 0 ? POLL_WITH_POOL : POLL, (r, nanos) -> polled(r, nanos, playing));
        }, firstDelay, pollMs, TimeUnit.MILLISECONDS);
    }

    private void polled(Object r, long nanos, boolean playing) {
        report.poll(nanos, playing, r instanceof PoolAnswerCounter.PoolAnswer);
        if (r instanceof ErrorResponse e) {
            report.error(e.command() + " " + e.code());
        } else if (!(r instanceof LastMovementAnswer || r instanceof ChallengesAnswer || r instanceof PoolAnswerCounter.PoolAnswer)) {
            report.error("unexpected answer to a poll: " + r);
        }
    }

    /** Every acknowledged move must be in the database, at its ply, as acknowledged. */
    private boolean verify(String dbUrl) throws Exception {
        Map<Long, Map<Integer, String>> stored = new HashMap<>();
        try (Connection c = DriverManager.getConnection(dbUrl);
                PreparedStatement ps = c.prepareStatement("SELECT match_id, ply, move FROM moves");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                stored.computeIfAbsent(rs.getLong(1), k -> new HashMap<>()).put(rs.getInt(2), rs.getString(3));
            }
        }
        long missing = acks.stream()
                .filter(a -> !a.move().equals(Optional.ofNullable(stored.get(a.matchId())).map(m -> m.get(a.ply())).orElse(null)))
                .count();
        System.out.printf("acknowledged moves %,d; found in the database %,d; missing %,d%n", acks.size(), acks.size() - missing,
                missing);
        return missing == 0;
    }

    private static String machine() {
        String cpu = "unknown CPU";
        try {
            cpu = java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name")).findFirst().map(l -> l.split(":", 2)[1].strip()).orElse(cpu);
        } catch (java.io.IOException ignored) {
            // not Linux: say so below
        }
        return "machine: " + Runtime.getRuntime().availableProcessors() + " cores, " + cpu + ", Java "
                + System.getProperty("java.version") + "; server and load generator share it";
    }
}
