import logging
import socket
import threading

from . import protocol, settings
from .tasks import dispatch

log = logging.getLogger(__name__)


def handle_client(conn, addr):
    with conn:
        while True:
            try:
                frame = protocol.read_frame(conn)
            except ConnectionError:
                return
            job = protocol.decode(frame)
            try:
                dispatch(job)
            except Exception:
                log.exception("job from %s failed", addr)


def serve():
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(settings.LISTEN_ADDR)
    srv.listen(64)
    log.info("listening on %s:%d", *settings.LISTEN_ADDR)
    while True:
        conn, addr = srv.accept()
        threading.Thread(target=handle_client, args=(conn, addr), daemon=True).start()
