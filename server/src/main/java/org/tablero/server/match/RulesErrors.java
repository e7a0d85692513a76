package org.tablero.server.match;

import org.tablero.engines.game.RulesException;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;

/** How the rules' refusals become protocol errors, in one place. */
public final class RulesErrors {

    private RulesErrors() {
    }

    public static ServiceException toServiceException(RulesException e) {
        ErrorCode code = switch (e.reason()) {
            case ILLEGAL_MOVE, BAD_MOVE_SYNTAX -> ErrorCode.ILLEGAL_MOVE;
            case BAD_POSITION, BAD_OPTION -> ErrorCode.MALFORMED;
            case UNSUPPORTED_OPTION -> ErrorCode.UNSUPPORTED;
        };
        return new ServiceException(code, e.getMessage());
    }
}
