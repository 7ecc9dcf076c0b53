"""Harbour authority AIS feed import (XML)."""
import requests
from flask import current_app, request
from lxml import etree

from . import bp

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _load(xml_bytes):
    return etree.fromstring(xml_bytes, parser=_SAFE_PARSER)


@bp.route("/feed/upload", methods=["POST"])
def upload_feed():
    tree = _load(request.get_data())
    mmsi = request.args.get("mmsi", "")
    hits = tree.xpath("//vessel[@mmsi='" + mmsi + "']/position")
    return {"positions": [h.text for h in hits]}


@bp.route("/feed/vessel/<name>")
def vessel_by_name(name):
    raw = requests.get(current_app.config["WEATHER_API"].replace("/v2", "/ais/latest.xml"), timeout=10).content
    tree = _load(raw)
    hits = tree.xpath("//vessel[@name=$n]/berth", n=name)
    return {"berths": [h.text for h in hits]}
