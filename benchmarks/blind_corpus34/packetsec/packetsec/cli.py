import http.client
import logging

import click

from . import cache, exchange, labels, members, pricing, report, scans, store
from .config import DEFAULT_CONFIG, load_config


@click.group()
@click.option("--config", "config_path", type=click.Path(dir_okay=False), default=DEFAULT_CONFIG, show_default=True)
@click.option("--debug", is_flag=True, help="log HTTP traffic")
@click.pass_context
def main(ctx, config_path, debug):
    if debug:
        http.client.HTTPConnection.debuglevel = 1
        logging.basicConfig(level=logging.DEBUG)
    ctx.obj = load_config(config_path)


@main.command()
@click.option("--server", help="override the exchange server URL")
@click.option("--country", help="only packets of this country")
@click.pass_obj
def sync(cfg, server, country):
    manifest = exchange.fetch_manifest(cfg, server)
    conn = store.connect(cfg.database)
    roll = members.load_members(cfg.members_xml)
    chosen = members.packets_for_country(manifest, country) if country else None
    for packet in exchange.packets(manifest):
        if chosen is not None and packet["element"] not in chosen:
            continue
        if members.owner_record(roll, packet["owner"]) is None:
            click.echo(f"unknown owner {packet['owner']} for packet {packet['id']}", err=True)
        store.record_packet(conn, packet)
    conn.commit()


@main.command()
@click.option("--where", default="returned IS NULL", show_default=True)
@click.pass_obj
def query(cfg, where):
    for row in store.query_packets(store.connect(cfg.database), where):
        click.echo("\t".join(str(v) for v in row))


@main.command("fetch-scans")
@click.argument("circuit", type=int)
@click.pass_obj
def fetch_scans(cfg, circuit):
    click.echo(scans.fetch_and_extract(cfg, circuit, f"{cfg.scans_dir}/{circuit}"))


@main.command()
@click.option("--adjust", help="expression applied to each price, e.g. 'p * 0.9'")
@click.pass_obj
def price(cfg, adjust):
    manifest = exchange.fetch_manifest(cfg)
    prices = [pricing.packet_price(p) for p in manifest.iter("packet")]
    if adjust:
        prices = pricing.adjust(prices, adjust)
    click.echo(f"{len(prices)} packets, total {sum(prices):.2f}")


@main.command("labels")
@click.option("--printer", default="DYMO_LabelWriter_450", show_default=True)
@click.pass_obj
def print_labels(cfg, printer):
    labels.print_address_labels(list(exchange.packets(exchange.fetch_manifest(cfg))), printer)


@main.command("report")
@click.argument("out", type=click.Path(dir_okay=False))
@click.pass_obj
def write_report(cfg, out):
    packets = list(exchange.packets(exchange.fetch_manifest(cfg)))
    report.html_report(packets, out)
    for p in report.audit_sample(packets):
        click.echo(f"audit: {p['id']}")


@main.command("ldap-sync")
@click.option("--uid", help="only check this member")
@click.pass_obj
def ldap_sync(cfg, uid):
    conn = members.directory(cfg)
    if uid:
        click.echo(members.find_uid(conn, cfg, uid))
        return
    known = cache.load() or {}
    for packet in exchange.packets(exchange.fetch_manifest(cfg)):
        uids = members.ensure_member(conn, cfg, packet["owner_name"])
        known[packet["owner"]] = uids
    cache.save(known)


@main.command()
@click.argument("circuit", type=int)
@click.pass_obj
def state(cfg, circuit):
    data = exchange.fetch_circuit_state(cfg, circuit)
    click.echo(f"circuit {circuit}: {data.get('position')} of {len(data.get('route', []))}")
