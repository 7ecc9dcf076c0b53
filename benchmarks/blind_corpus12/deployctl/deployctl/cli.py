from __future__ import annotations

import logging
from pathlib import Path

import click

from . import archive, config, fetch, healthcheck, local, remote


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=config.DEFAULT_CONFIG)
@click.option("-v", "--verbose", is_flag=True)
@click.pass_context
def main(ctx: click.Context, config_path: Path, verbose: bool) -> None:
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO)
    ctx.obj = config.load(config_path)


@main.command()
@click.argument("context")
@click.pass_obj
def kube(cfg: config.Config, context: str) -> None:
    if context not in cfg.kube_contexts:
        raise click.BadParameter(f"unknown context, choose from {', '.join(cfg.kube_contexts)}")
    local.use_context(context)


@main.command()
@click.argument("app")
@click.argument("build")
@click.option("--target", required=True)
@click.pass_obj
def deploy(cfg: config.Config, app: str, build: str, target: str) -> None:
    tgt = cfg.targets[target]
    with local.scratch_dir() as tmp:
        work = Path(tmp)
        artifact = fetch.download(cfg.artifact_url, app, build, work)
        manifest = remote.read_manifest(fetch.download_manifest(cfg.artifact_url, app, build, work))
        archive.unpack(artifact, work / "unpacked")
        packed = local.repack(artifact.name, work)
        for host in tgt.hosts:
            with remote.ssh(host, tgt.user) as client:
                state = remote.read_state(client)
                click.echo(f"{host}: current {state.get('version', '?')} -> {manifest['version']} "
                           f"({healthcheck.short_build_id(build)})")
                sftp = client.open_sftp()
                sftp.put(str(packed), f"{tgt.release_dir}/{manifest['version']}.tar.gz")
                remote.activate_release(client, tgt.release_dir, manifest)
            if not healthcheck.wait_healthy(host, tgt.health_port):
                raise click.ClickException(f"{host} failed health check")


@main.command()
@click.argument("version")
@click.option("--target", required=True)
@click.pass_obj
def prune(cfg: config.Config, version: str, target: str) -> None:
    tgt = cfg.targets[target]
    for host in tgt.hosts:
        with remote.ssh(host, tgt.user) as client:
            remote.remove_release(client, tgt.release_dir, version)


if __name__ == "__main__":
    main()
