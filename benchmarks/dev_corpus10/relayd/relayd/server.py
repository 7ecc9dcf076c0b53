import asyncio
import json
import logging

from twisted.internet import asyncioreactor

asyncioreactor.install()

from twisted.internet import reactor  # noqa: E402

from . import settings  # noqa: E402
from .fetcher import fetch_attachment, forward  # noqa: E402
from .framing import serve_frames  # noqa: E402
from .protocol import RelayFactory  # noqa: E402

log = logging.getLogger("relayd")


async def handle_frame(msg):
    if msg.get("type") == "ping":
        return b'{"type":"pong"}'
    body = fetch_attachment(msg)
    status = forward(msg.get("region", "eu"), {"text": msg.get("text"), "size": len(body or b"")})
    return json.dumps({"status": status}).encode()


def load_secrets(path="/etc/relayd/users.json"):
    with open(path) as fh:
        return json.load(fh)


def main():
    logging.basicConfig(level=logging.INFO)
    reactor.listenTCP(settings.LISTEN_PORT, RelayFactory(load_secrets()))
    loop = asyncio.get_event_loop()
    loop.run_until_complete(asyncio.start_server(
        lambda r, w: serve_frames(r, w, handle_frame), "0.0.0.0", settings.FRAME_PORT))
    reactor.run()


if __name__ == "__main__":
    main()
