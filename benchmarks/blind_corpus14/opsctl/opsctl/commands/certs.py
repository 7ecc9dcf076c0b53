import shlex
import tempfile

import typer

from .. import shell

app = typer.Typer(help="TLS certificates")


@app.command("renew")
def renew(domain: str, webroot: str = "/var/www/acme"):
    shell.run("certbot certonly --webroot -w %s -d %s --non-interactive" % (shlex.quote(webroot), shlex.quote(domain)))


@app.command("inspect")
def inspect(host: str, port: int = 443):
    with tempfile.NamedTemporaryFile("w+", suffix=".pem") as pem:
        shell.run_argv(["sh", "-c", "openssl s_client -connect \"$0\" -servername \"$1\" </dev/null 2>/dev/null > \"$2\"", f"{host}:{port}", host, pem.name])
        out = shell.run_argv(["openssl", "x509", "-in", pem.name, "-noout", "-dates", "-subject"], capture=True)
        typer.echo(out.stdout)
