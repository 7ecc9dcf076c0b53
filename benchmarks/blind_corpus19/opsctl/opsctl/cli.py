import click

from . import artifacts, hooks, lock, releases
from .remote import RemoteHost
from .settings import Settings


@click.group()
@click.pass_context
def main(ctx):
    ctx.obj = Settings()


@main.command()
@click.argument("app")
@click.argument("version")
@click.option("--inventory", default="inventory.yaml", type=click.Path(exists=True))
@click.pass_obj
def deploy(settings, app, version, inventory):
    manifest = releases.fetch_manifest(settings.release_server, app, version)
    hosts = releases.load_inventory(inventory)[app]
    stage = artifacts.staging_area(app)
    tarball = artifacts.download(manifest["artifact_url"], stage)
    if "sha256" in manifest:
        ok = artifacts.verify(tarball, manifest)
    else:
        ok = artifacts.verify_legacy(tarball, manifest)
    if not ok:
        raise click.ClickException("checksum mismatch")
    artifacts.unpack(tarball, stage / version)
    hooks.run_release_hook(stage / version, "pre_deploy", {"app": app, "version": version})
    with lock.deploy_lock():
        for host in hosts:
            remote = RemoteHost(host, settings.deploy_user)
            remote.sync(stage / version, f"/srv/{app}/releases/{version}")
            for service in manifest.get("services", []):
                remote.restart(service)


@main.command()
@click.argument("app")
@click.argument("argv", nargs=-1)
@click.option("--host", required=True)
@click.pass_obj
def run(settings, app, argv, host):
    RemoteHost(host, settings.deploy_user).run_quoted(["/srv/%s/bin/manage" % app, *argv])


if __name__ == "__main__":
    main()
