"""Operator command line: ``ledgerly shell``, ``ledgerly dev-server``."""
import code
import sys
import traceback

import click

from . import create_app


@click.group()
def cli():
    """Ledgerly administration commands."""


@cli.command()
@click.option("--settings", default="production", help="Settings module to load.")
def shell(settings):
    """Interactive Python console with the application context pushed."""
    app = create_app(settings)
    namespace = {"app": app}
    with app.app_context():
        from flask import g  # noqa: F401
        namespace["g"] = g
        click.echo("Ledgerly %s console, app context pushed. Ctrl-D exits." % app.name)
        while True:
            try:
                line = input("ledgerly> ")
            except EOFError:
                click.echo()
                break
            if not line.strip():
                continue
            try:
                exec(compile(line, "<console>", "single"), namespace)
            except SystemExit:
                break
            except Exception:
                traceback.print_exc(file=sys.stdout)


@cli.command("dev-server")
@click.option("--port", default=5000, show_default=True)
def dev_server(port):
    """Run the Werkzeug development server on localhost."""
    app = create_app("development")
    app.run(host="127.0.0.1", port=port, debug=True)


if __name__ == "__main__":
    cli()
