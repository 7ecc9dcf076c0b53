import json
import marshal
import socket
import struct

from .tasks.media import transcode


def _recv_exact(sock, n):
    buf = b""
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("closed")
        buf += chunk
    return buf


def serve(host="0.0.0.0", port=7070):
    srv = socket.create_server((host, port))
    while True:
        conn, _ = srv.accept()
        with conn:
            (size,) = struct.unpack("!I", _recv_exact(conn, 4))
            payload = _recv_exact(conn, size)
            job = marshal.loads(payload)
            transcode.delay(job["src"], job.get("preset", "medium"))


def serve_json(host="127.0.0.1", port=7071):
    srv = socket.create_server((host, port))
    while True:
        conn, _ = srv.accept()
        with conn:
            (size,) = struct.unpack("!I", _recv_exact(conn, 4))
            job = json.loads(_recv_exact(conn, size))
            transcode.delay(job["src"], job.get("preset", "medium"))
