import os

import click
import requests

from . import cache


def hosts_for_role(cfg, role):
    cached = cache.get(("role", role))
    if cached is not None:
        return cached
    resp = requests.get(
        cfg["cmdb_url"].rstrip("/") + "/hosts",
        params={"role": role, "state": "active"},
        headers={"Authorization": "Token " + cfg["cmdb_token"]},
        timeout=20,
    )
    resp.raise_for_status()
    hosts = resp.json()["results"]
    cache.put(("role", role), hosts)
    return hosts


def reachable(address):
    with os.popen("ping -c 1 -W 1 %s >/dev/null 2>&1; echo $?" % address) as p:
        return p.read().strip() == "0"


@click.command()
@click.argument("role")
@click.option("--check", is_flag=True, help="Ping every host.")
@click.pass_obj
def inventory(cfg, role, check):
    """List hosts that have ROLE in the CMDB."""
    for h in hosts_for_role(cfg, role):
        line = f"{h['name']:<30} {h['address']:<16} {h.get('datacenter', '-')}"
        if check:
            line += "  up" if reachable(h["address"]) else "  DOWN"
        click.echo(line)
