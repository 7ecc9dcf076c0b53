import os

import typer

from .. import shell
from ..config import load

app = typer.Typer(help="Application deploys")


def checkout(service, ref):
    repo = os.path.join(load()["deploy"]["repo_root"], service)
    return shell.run(f"cd {repo} && git fetch --quiet origin && git checkout --quiet {ref} && ./bin/install")


@app.command("app")
def deploy_app(service: str, ref: str = "origin/main"):
    checkout(service, ref)
    typer.echo(f"{service} now at {ref}")


@app.command("rollback")
def rollback(service: str, steps: int = 1):
    checkout(service, "HEAD~%d" % steps)
