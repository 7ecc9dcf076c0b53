import hmac
import logging
import socketserver

from .. import config
from .handlers import HANDLERS
from .protocol import read_frame, write_frame

log = logging.getLogger("opsdeck.agent")


class AgentHandler(socketserver.StreamRequestHandler):
    def handle(self):
        while True:
            try:
                msg = read_frame(self.rfile)
            except ValueError as exc:
                write_frame(self.wfile, {"error": str(exc)})
                return
            if msg is None:
                return
            if not hmac.compare_digest(str(msg.get("token", "")), config.AGENT_SHARED_TOKEN):
                write_frame(self.wfile, {"error": "unauthorised"})
                return
            handler = HANDLERS.get(msg.get("op"))
            if handler is None:
                write_frame(self.wfile, {"error": "unknown op"})
                continue
            try:
                write_frame(self.wfile, {"ok": True, "result": handler(msg)})
            except Exception as exc:  # noqa: BLE001
                log.exception("op %s failed", msg.get("op"))
                write_frame(self.wfile, {"ok": False, "error": str(exc)})


class AgentServer(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


def main():
    logging.basicConfig(level=logging.INFO)
    with AgentServer(("0.0.0.0", config.AGENT_PORT), AgentHandler) as srv:
        log.info("agent listening on %s", config.AGENT_PORT)
        srv.serve_forever()


if __name__ == "__main__":
    main()
