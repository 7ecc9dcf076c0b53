import shlex
import time

import click

from . import manifest as manifests
from .hooks import fire, load_hooks
from .shell import ssh

SAFE_FUNCS = {"len": len, "all": all, "any": any}


def compose_command(m):
    workdir = m.get("workdir", "/srv/app")
    services = " ".join(m.get("services", []))
    return f"cd {workdir} && docker compose pull {services} && docker compose up -d {services}"


def restart_command(m, service):
    return shlex.join(["sudo", "systemctl", "restart", m.get("unit", service)])


def healthy(m, status):
    check = m.get("healthcheck", {}).get("expr", "status['running'] == status['expected']")
    return eval(check, {"__builtins__": SAFE_FUNCS}, {"status": status})


@click.command()
@click.argument("service")
@click.option("--env", default="staging", show_default=True)
@click.option("--wait", default=30, show_default=True)
@click.pass_obj
def deploy(cfg, service, env, wait):
    """Pull and restart SERVICE on every host in its manifest."""
    m = manifests.fetch(cfg, service, env)
    hooks = load_hooks()
    fire(hooks, "pre_deploy", service=service, env=env, manifest=m)
    for host in manifests.hosts(m):
        click.echo(f"-> {host}")
        ssh(host, compose_command(m), user=cfg["ssh_user"])
    time.sleep(wait)
    for host in manifests.hosts(m):
        out = ssh(host, "docker compose ps --format json", user=cfg["ssh_user"], capture=True).stdout
        status = {"running": out.count('"running"'), "expected": len(m.get("services", []))}
        click.echo(f"{host}: {'ok' if healthy(m, status) else 'UNHEALTHY'}")
    fire(hooks, "post_deploy", service=service, env=env, manifest=m)


@click.command()
@click.argument("service")
@click.option("--env", default="staging", show_default=True)
@click.pass_obj
def restart(cfg, service, env):
    """Restart the systemd unit of SERVICE."""
    m = manifests.fetch(cfg, service, env)
    for host in manifests.hosts(m):
        ssh(host, restart_command(m, service), user=cfg["ssh_user"])
