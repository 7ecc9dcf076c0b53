import click
from flask import Flask, send_from_directory

from .. import config


@click.command()
@click.option("--port", default=8765)
@click.option("--debug/--no-debug", default=False, help="Run the local preview with the Flask debugger.")
def preview(port, debug):
    """Serve the unpacked bundle cache on localhost for a quick look."""
    app = Flask(__name__)

    @app.route("/<path:name>")
    def files(name):
        return send_from_directory(config.CACHE_DIR / "unpacked", name)

    app.run(host="127.0.0.1", port=port, debug=debug)
