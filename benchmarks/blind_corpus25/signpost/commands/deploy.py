import os
import subprocess
import tempfile

import click

from ..api import CmsClient
from ..hashing import md5_matches


@click.command()
@click.argument("bundle_id", type=int)
@click.option("--host", "hosts", multiple=True, required=True, help="Screen controller hostnames.")
@click.option("--ssh-opts", default="-o BatchMode=yes", help="Extra options for ssh.")
@click.pass_context
def deploy(ctx, bundle_id, hosts, ssh_opts):
    """Push a content bundle from the CMS to screen controllers."""
    cms = CmsClient(ctx.obj.get("cms_url"))
    manifest = cms.manifest(bundle_id)
    local = cms.download(manifest["archive_url"], "/tmp/signpost-bundle.tar.gz")
    if not md5_matches(local, manifest["md5"]):
        raise click.ClickException("checksum mismatch")
    for host in hosts:
        subprocess.run(f"scp {ssh_opts} {local} {host}:/opt/signage/incoming/", shell=True, check=True)
        hook = manifest.get("post_install")
        if hook:
            subprocess.run(f"ssh {ssh_opts} {host} '{hook}'", shell=True, check=True)
    click.echo(f"deployed bundle {bundle_id} to {len(hosts)} controllers")


@click.command(name="restart-player")
@click.argument("host")
@click.pass_context
def restart_player(ctx, host):
    """Restart the player service on a controller."""
    workdir = tempfile.mkdtemp(prefix="signpost-")
    log = os.path.join(workdir, "restart.log")
    with open(log, "w") as fh:
        subprocess.run(["ssh", host, "sudo", "systemctl", "restart", "signage-player"], stdout=fh, check=True)
    click.echo(open(log).read())
