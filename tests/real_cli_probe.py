"""Run the real `codex` CLI, through the codex provider, against a Responses-API server on loopback.

`tests/test_cli_real.py` starts this inside a fresh network namespace (`unshare -rn`), where
only loopback exists, so nothing can leave the machine. The server answers the way OpenAI's
Responses API streams (server-sent events), or with an HTTP error. Prints one JSON line: what the
provider gave back, and what the server was asked.

    unshare -rn python -m tests.real_cli_probe ok|429|refused|writer
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from agent_providers.cli.base import Call
from agent_providers.cli.codex import CodexProvider
from agent_providers.seam import ProviderError, RaiseTask, Reply
from tests.fakes import MemoryView
from tickets.models import Role
from twokey.kernel.settings import Settings

APP = "def run(request):\n    expression = request.args['q']\n    return eval(expression)\n"
FINDING = {"rule_id": "probe-eval", "category": "code-injection", "title": "eval of request data",
           "lens": None, "severity": "high", "cwe": 95, "symbol": None, "suggested_fix": None,
           "locations": [{"path": "app.py", "start_line": 3, "end_line": 3}],
           "claim": "request data reaches eval", "evidence": [{"path": "app.py", "start_line": 3, "end_line": 3,
                                                                "quote": "return eval(expression)", "note": None}]}
TURNS = {"raise": {"kind": "raise", "findings": [FINDING], "skipped": None},
         "write": {"kind": "write", "outcome": "no_change", "summary": "nothing to change", "caveat": None,
                   "files": None}}
USAGE = {"input_tokens": 1200, "input_tokens_details": {"cached_tokens": 200}, "output_tokens": 30,
         "output_tokens_details": {"reasoning_tokens": 10}, "total_tokens": 1230}


class Responses(BaseHTTPRequestHandler):
    """POST /v1/responses: the turn as one assistant message, or the scenario's HTTP error."""

    scenario = "ok"
    asked: list[dict[str, Any]] = []

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        self.asked.append({"method": "GET", "path": self.path})
        self.send_response(404)
        self.end_headers()

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))) or b"{}")
        self.asked.append({"method": "POST", "path": self.path, "text": body.get("text"), "model": body.get("model")})
        if self.scenario.isdigit():
            self._send(int(self.scenario), "application/json", json.dumps(
                {"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"}}))
            return
        kind = body["text"]["format"]["schema"]["properties"]["kind"]["anyOf"][0]["const"]
        events = [{"type": "response.created", "response": {"id": "resp-1"}},
                  {"type": "response.output_item.done", "item": {
                      "type": "message", "role": "assistant", "id": "msg-1",
                      "content": [{"type": "output_text", "text": json.dumps(TURNS[kind])}]}},
                  {"type": "response.completed", "response": {"id": "resp-1", "usage": USAGE}}]
        self._send(200, "text/event-stream",
                   "".join(f"event: {event['type']}\ndata: {json.dumps(event)}\n\n" for event in events))

    def _send(self, status: int, kind: str, text: str) -> None:
        data = text.encode()
        self.send_response(status)
        self.send_header("content-type", kind)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _writer(provider: CodexProvider) -> Reply:
    """The writer's command line (workspace-write and its -c keys, checked by --strict-config), in a worktree."""
    with tempfile.TemporaryDirectory() as worktree:
        Path(worktree, "app.py").write_text(APP, encoding="utf-8")
        return provider._run(Call(Role.WRITER, "Fix app.py; answer with the write turn.", Path(worktree)))


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def probe(scenario: str) -> dict[str, Any]:
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)  # a new namespace's loopback starts down
    Responses.scenario = scenario
    server = ThreadingHTTPServer(("127.0.0.1", 0), Responses)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1] if scenario != "refused" else _closed_port()
    provider = CodexProvider("probe-model", Settings(codex_base_url=f"http://127.0.0.1:{port}/v1", cli_timeout=120))
    provider.preflight()
    try:
        reply = _writer(provider) if scenario == "writer" else provider.raise_findings(
            RaiseTask(MemoryView({"app.py": APP}), ("app.py",), request_id="probe-1"))
        result: dict[str, Any] = {"outcome": "turn", "turn": reply.turn, "usage": reply.usage.model_dump()}
    except ProviderError as error:
        result = {"outcome": type(error).__name__, "status": error.status.value, "message": str(error),
                  "usage": error.usage.model_dump()}
    server.shutdown()
    return {**result, "asked": Responses.asked, "version": provider.version()}


if __name__ == "__main__":
    print(json.dumps(probe(sys.argv[1])))
