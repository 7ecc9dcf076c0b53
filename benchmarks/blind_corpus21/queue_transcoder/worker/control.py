"""Line-based control socket: `status`, `pause`, `resume`, `eval <expr>`."""
import socketserver

STATE = {"paused": False, "done": 0}

COMMANDS = {
    "status": lambda: repr(STATE),
    "pause": lambda: STATE.update(paused=True) or "ok",
    "resume": lambda: STATE.update(paused=False) or "ok",
}


class ControlHandler(socketserver.StreamRequestHandler):
    def handle(self):
        for raw in self.rfile:
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith("eval "):
                reply = repr(eval(line[5:], {"STATE": STATE}))
            else:
                fn = COMMANDS.get(line)
                reply = fn() if fn else "unknown command"
            self.wfile.write((reply + "\n").encode())


def serve_control(port):
    with socketserver.ThreadingTCPServer(("0.0.0.0", port), ControlHandler) as srv:
        srv.serve_forever()
