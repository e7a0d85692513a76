package org.tablero.server.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tablero.server.Platform;
import org.tablero.server.ai.AiProfile;
import org.tablero.server.ai.ChainText;
import org.tablero.server.book.PgnImportService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The admin commands for AI profiles, opening books and historical games. */
final class ProfileCommands {

    private ProfileCommands() {
    }

    @Command(name = "list-profiles", description = "Lists AI users with their engine chain and weights.")
    static final class ListProfiles extends AdminCommand.Base {
        @Override
        void run(Platform platform) {
            for (AiProfile p : platform.aiAdmin().list()) {
                System.out.printf("%s\t%s\t%s\t%s%n", p.nick(), p.description(), ChainText.formatChain(p.engines()),
                        ChainText.formatWeights(p.weights()));
            }
        }
    }

    /** The options shared by create-profile and update-profile. */
    abstract static class ProfileOptions extends AdminCommand.Base {
        @Parameters(index = "0", description = "The AI user's nick.")
        String nick;

        @Option(names = "--description", required = true, description = "What the profile is, for players.")
        String description;

        @Option(names = "--chain", required = true,
                description = "Engines in the order they are tried, e.g. 'book > alphabeta(depth=8,sorter=standard) > random'.")
        String chain;

        @Option(names = "--weights", defaultValue = "-", description = "Evaluation weights, e.g. 'material=1,mobility=0.1' (default: none).")
        String weights;
    }

    @Command(name = "create-profile", description = "Creates an AI user with its profile.")
    static final class CreateProfile extends ProfileOptions {
        @Override
        void run(Platform platform) {
            platform.aiAdmin().create(nick, description, ChainText.parseChain(chain), ChainText.parseWeights(weights));
            System.out.println("created AI " + nick);
        }
    }

    @Command(name = "update-profile", description = "Replaces an AI user's chain, weights and description.")
    static final class UpdateProfile extends ProfileOptions {
        @Override
        void run(Platform platform) {
            platform.aiAdmin().update(nick, description, ChainText.parseChain(chain), ChainText.parseWeights(weights));
            System.out.println("updated AI " + nick);
        }
    }

    @Command(name = "clone-profile", description = "Creates a new AI user with a copy of another's profile.")
    static final class CloneProfile extends AdminCommand.Base {
        @Parameters(index = "0", description = "The AI user to copy.")
        String from;

        @Parameters(index = "1", description = "The new AI user's nick.")
        String nick;

        @Override
        void run(Platform platform) {
            platform.aiAdmin().cloneProfile(from, nick);
            System.out.println("created AI " + nick + " from " + from);
        }
    }

    @Command(name = "import-book", description = "Adds the openings of a PGN file to an opening book (created when new).")
    static final class ImportBook extends AdminCommand.Base {
        @Parameters(index = "0", description = "The book's name.")
        String name;

        @Parameters(index = "1", description = "The PGN file.")
        Path file;

        @Option(names = "--plies", defaultValue = "24", description = "Half-moves of each game to keep (default: 24).")
        int plies;

        @Override
        void run(Platform platform) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                report(platform.pgnImport().importBook(name, file.getFileName().toString(), in, plies));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
            }
        }
    }

    @Command(name = "import-games", description = "Adds the games of a PGN file to the historical games.")
    static final class ImportGames extends AdminCommand.Base {
        @Parameters(index = "0", description = "The PGN file.")
        Path file;

        @Override
        void run(Platform platform) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                report(platform.pgnImport().importArchive(in));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
            }
        }
    }

    private static void report(PgnImportService.Report report) {
        System.out.println("imported " + report.games() + " games, " + report.positions() + " positions");
        report.rejected().forEach(r -> System.out.println("rejected: " + r));
    }
}
