import logging

import typer

from .commands import backup, certs, deploy, logs, users

app = typer.Typer(help="Platform operations CLI")
app.add_typer(backup.app, name="backup")
app.add_typer(certs.app, name="certs")
app.add_typer(deploy.app, name="deploy")
app.add_typer(logs.app, name="logs")
app.add_typer(users.app, name="users")


@app.callback()
def main(verbose: bool = typer.Option(False, "--verbose", "-v")):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)


@app.command()
def serve(port: int = 9009):
    """Run the deploy webhook listener (behind the reverse proxy)."""
    from .webhook import serve_forever

    serve_forever(port)


if __name__ == "__main__":
    app()
