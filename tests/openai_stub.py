"""A loopback OpenAI-compatible server for tests: it answers /v1/models and /v1/chat/completions as scripted.

Each chat request pops the next scripted answer: a turn (sent as the assistant's JSON text with
usage), an HTTP error, a raw body (HTML, empty), or a hang until the test ends. It records every
request body, so tests can assert what was sent and that nothing was retried.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Answer:
    status: int = 200
    body: bytes | None = None  # raw body; None: a chat completion of `turn`
    turn: Any = None
    content_type: str = "application/json"
    hang: bool = False
    usage: tuple[int, int] = (100, 20)


def turn(value: Any, usage: tuple[int, int] = (100, 20)) -> Answer:
    return Answer(turn=value, usage=usage)


def error(status: int, code: str, message: str) -> Answer:
    body = json.dumps({"error": {"message": message, "type": code, "code": code}}).encode()
    return Answer(status=status, body=body)


def completion(text: str, usage: tuple[int, int]) -> bytes:
    return json.dumps({
        "id": "chatcmpl-stub", "object": "chat.completion", "created": 1, "model": "stub",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
        "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)},
    }).encode()


@dataclass
class Stub:
    models: list[str] = field(default_factory=lambda: ["stub-model"])
    answers: list[Answer] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    hang_models: bool = False
    released: threading.Event = field(default_factory=threading.Event)
    url: str = ""

    def next_answer(self) -> Answer:
        return self.answers.pop(0) if self.answers else turn({"kind": "raise", "findings": []})


def _handler(stub: Stub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def do_GET(self) -> None:
            if self.path.rstrip("/").endswith("/models"):
                if stub.hang_models:
                    stub.released.wait(30)
                    return
                self._send(200, json.dumps({"object": "list", "data": [{"id": m, "object": "model"}
                                                                       for m in stub.models]}).encode())
            else:
                self._send(404, b"{}")

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            stub.requests.append(json.loads(self.rfile.read(length) or b"{}"))
            answer = stub.next_answer()
            if answer.hang:
                stub.released.wait(30)
                return
            body = answer.body if answer.body is not None else completion(
                answer.turn if isinstance(answer.turn, str) else json.dumps(answer.turn), answer.usage)
            self._send(answer.status, body, answer.content_type)

        def _send(self, status: int, body: bytes, content_type: str = "application/json") -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return Handler


@contextmanager
def serving(stub: Stub) -> Iterator[Stub]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(stub))
    server.daemon_threads = True
    stub.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield stub
    finally:
        stub.released.set()
        server.shutdown()
        server.server_close()
