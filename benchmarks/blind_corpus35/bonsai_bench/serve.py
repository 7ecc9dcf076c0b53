"""Production launcher used by the nursery's mini PC (see deploy/bonsai.service)."""
from bottle import run

from bonsai_bench.app import app
from bonsai_bench.settings import cfg

if __name__ == "__main__":
    run(app, host="0.0.0.0", port=cfg.getint("app", "port", fallback=8080), debug=True, reloader=True)
