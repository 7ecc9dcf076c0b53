"""Vendor playlists (SMIL-like XML) fetched from content partners."""
import click
import requests
from defusedxml.lxml import fromstring as safe_fromstring
from lxml import etree

from .. import config


def _fetch(url):
    resp = requests.get(url, headers={"X-Api-Key": config.VENDOR_FEED_KEY}, timeout=30)
    resp.raise_for_status()
    return resp.content


@click.group()
def playlists():
    """Work with vendor playlists."""


@playlists.command()
@click.argument("url")
def inspect(url):
    """Summarise a vendor playlist."""
    root = etree.fromstring(_fetch(url), etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))
    for item in root.iter("video", "img"):
        click.echo(f"{item.tag}: {item.get('src')}")


@playlists.command()
@click.argument("url")
@click.option("--region", default="lobby", help="Screen region to list.")
def region(url, region):
    """List media for one region of a vendor playlist."""
    root = safe_fromstring(_fetch(url))
    for src in root.xpath("//region[@id=$r]//*/@src", r=region):
        click.echo(src)


@playlists.command()
@click.argument("url")
def sponsors(url):
    """Show the sponsor slots referenced by the playlist's own <default-sponsor>."""
    root = safe_fromstring(_fetch(url))
    sponsor = root.findtext("head/default-sponsor") or ""
    for slot in root.xpath("//slot[@sponsor='" + sponsor + "']/@id"):
        click.echo(slot)
