"""Production launcher used by the systemd unit."""
import os

from .app import app


def main():
    workers = int(os.environ.get("STRIKELINE_WORKERS", "4"))
    debug = os.environ.get("STRIKELINE_DEBUG", "0") == "1"
    app.run(host="127.0.0.1", port=8000, workers=workers, debug=debug)


if __name__ == "__main__":
    main()
