"""Entry point used by the systemd unit on the base laptop."""
import logging
import os

from aiohttp import web

from cairnline.app import create_app


def main():
    verbose = os.environ.get("CAIRN_DEBUG", "0") == "1"
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO)
    app = create_app(os.environ.get("CAIRN_CONFIG", "config/cairnline.ini"))
    web.run_app(app, host="127.0.0.1", port=8470)


if __name__ == "__main__":
    main()
