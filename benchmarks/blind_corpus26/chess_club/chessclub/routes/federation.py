"""National federation rating lists and player profiles."""
import re

import requests
from bottle import HTTPError, request
from lxml import etree

from .. import config

FED_ID = re.compile(r"^\d{4,9}$")


def federation_profile(fed_id):
    if not FED_ID.match(fed_id):
        raise HTTPError(400)
    r = requests.get(config.FEDERATION_API + fed_id, timeout=8)
    return r.json()


def import_rating_list(db):
    """Upload of the monthly XML rating list, or a URL to fetch it from."""
    src = request.forms.get("source_url")
    if src:
        raw = requests.get(src, timeout=30).content
    else:
        raw = request.files.get("ratings").file.read()
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    doc = etree.fromstring(raw, parser)
    count = 0
    for p in doc.iterfind("player"):
        db.execute("UPDATE members SET rating = ? WHERE fed_id = ?", (int(p.findtext("rating")), p.get("id")))
        count += 1
    return {"updated": count}


def check_rating_list(db):
    raw = request.files.get("ratings").file.read()
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(raw, parser)
    club = request.forms.get("club", "")
    players = doc.xpath("//player[club=$club]/@id", club=club)
    by_title = doc.xpath("//player[title='" + request.forms.get("title", "") + "']/@id")
    return {"club_players": list(players), "titled": list(by_title)}


def register(app):
    app.route("/federation/<fed_id>", "GET", federation_profile)
    app.route("/federation/ratings", "POST", import_rating_list, login=True)
    app.route("/federation/ratings/check", "POST", check_rating_list, login=True)
