package org.tablero.server.command;

import java.util.ArrayList;
import java.util.List;
import org.tablero.protocol.AnalyzeGroup;
import org.tablero.protocol.AnalyzeSgf;
import org.tablero.protocol.Ok;
import org.tablero.protocol.Wire;
import org.tablero.server.analysis.GroupAnalysisService;
import org.tablero.server.analysis.GroupAnalysisService.Analysis;

/** Life-and-death analysis of a Go group, in a position of one's own match or of an SGF problem. */
public final class AnalysisCommands {

    private final GroupAnalysisService analysis;

    public AnalysisCommands(GroupAnalysisService analysis) {
        this.analysis = analysis;
    }

    public void register(CommandDispatcher dispatcher) {
        dispatcher.on(AnalyzeGroup.class, (s, r) -> {
            Analysis a = analysis.inMatch(CommandDispatcher.userOf(s), r.matchId(), r.vertex(), r.ply());
            return ok(r.command(), List.of(Long.toString(r.matchId()), r.vertex(), Integer.toString(a.ply())), a);
        }).on(AnalyzeSgf.class, (s, r) -> ok(r.command(), List.of(r.vertex()), analysis.inSgf(r.vertex(), r.sgf())));
    }

    private static Ok ok(String command, List<String> head, Analysis a) {
        List<String> fields = new ArrayList<>(head);
        fields.add(a.status());
        fields.add(Wire.dash(a.attack()));
        fields.add(Wire.dash(a.defense()));
        return new Ok(command, fields);
    }
}
