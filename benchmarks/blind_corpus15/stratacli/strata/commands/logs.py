import subprocess
import tempfile

import click


@click.command()
@click.argument("service")
@click.option("--since", default="1h")
def logs(service, since):
    """Page through the journal of SERVICE on this machine."""
    subprocess.run(f"journalctl -u {service} --since -{since} --no-pager | less -R", shell=True)


@click.command("logs-bundle")
@click.argument("service")
def logs_bundle(service):
    """Collect the journal for SERVICE into a tarball for a support ticket."""
    path = tempfile.mktemp(prefix="strata-logs-", suffix=".tar.gz")
    subprocess.run(["journalctl", "-u", service, "--no-pager", "-o", "export", "--output-fields=MESSAGE"], check=True, stdout=open(path + ".txt", "wb"))
    subprocess.run(["tar", "-czf", path, path + ".txt"], check=True)
    click.echo(path)
