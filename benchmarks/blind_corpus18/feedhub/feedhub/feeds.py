import requests
from defusedxml import ElementTree as DET
from flask import Blueprint, abort, jsonify, request, session
from lxml import etree

from .db import Feed, db

bp = Blueprint("feeds", __name__)


def _fetch(url):
    r = requests.get(url, timeout=10, headers={"User-Agent": "feedhub/1.0"})
    r.raise_for_status()
    return r.content


def parse_feed(raw):
    parser = etree.XMLParser(resolve_entities=True, recover=True)
    root = etree.fromstring(raw, parser)
    return [(i.findtext("title"), i.findtext("link")) for i in root.iter("item")]


def parse_feed_strict(raw):

    root = DET.fromstring(raw)
    return [(i.findtext("title"), i.findtext("link")) for i in root.iter("item")]


@bp.route("/subscribe", methods=["POST"])
def subscribe():
    if "uid" not in session:
        abort(401)
    url = request.form["url"]
    items = parse_feed(_fetch(url))
    db.session.add(Feed(url=url, title=items[0][0] if items else url, owner_id=session["uid"]))
    db.session.commit()
    return jsonify(items=len(items))
