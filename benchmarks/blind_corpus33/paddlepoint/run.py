"""Entry point used by the systemd unit on the hire-centre server."""
import os

from aiohttp import web

from paddlepoint.app import create_app


def main():
    host = os.environ.get("PADDLEPOINT_HOST", "127.0.0.1")
    port = int(os.environ.get("PADDLEPOINT_PORT", "8080"))
    web.run_app(create_app(), host=host, port=port, access_log=None)


if __name__ == "__main__":
    main()
