from __future__ import annotations

import subprocess
from pathlib import Path

import click

from . import backup, config, hooks, inventory, notify, remote, report
from .state import RunLog
from .util import retry, sample_hosts


@click.group()
@click.option("--config", "config_path", type=click.Path(path_type=Path), default=config.DEFAULT_PATH)
@click.pass_context
def cli(ctx: click.Context, config_path: Path) -> None:
    ctx.obj = config.load(config_path)


@cli.command()
@click.argument("role")
@click.option("--canary", type=float, default=0.0)
@click.pass_obj
def restart(cfg: config.Config, role: str, canary: float) -> None:
    hosts = inventory.by_role(retry(lambda: inventory.fetch(cfg)), role)
    if canary:
        hosts = sample_hosts(hosts, canary)
    log = RunLog(cfg.state_db)
    results = {}
    for h in hosts:
        hooks.run_pre_deploy(h)
        results[h.name] = remote.restart_services(cfg, h)
        for svc, rc in results[h.name].items():
            log.record(h.name, f"restart {svc}", rc)
    report.write_report(hosts, results, Path("restart-report.html"))
    notify.slack(cfg, f"restarted {len(hosts)} {role} hosts")


@cli.command()
@click.argument("host")
@click.pass_obj
def history(cfg: config.Config, host: str) -> None:
    for action, rc, at in RunLog(cfg.state_db).last_for(host):
        click.echo(f"{at:.0f} {action} rc={rc}")


@cli.command()
@click.argument("rev", default="HEAD")
def changelog(rev: str) -> None:
    out = subprocess.check_output(f"git log --oneline {rev}~20..{rev}", shell=True, text=True)
    click.echo(out)


@cli.command()
@click.argument("url")
@click.argument("target", type=click.Path(path_type=Path))
def restore(url: str, target: Path) -> None:
    for name in backup.restore_from_url(url, target):
        click.echo(name)


if __name__ == "__main__":
    cli()
