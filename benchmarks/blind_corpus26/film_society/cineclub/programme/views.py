"""Festival programme import and film metadata look-ups."""
import re

import requests
from defusedxml import lxml as defused_lxml
from flask import abort, current_app, request
from flask.views import MethodView
from lxml import etree

from . import bp

FILM_ID = re.compile(r"^\d{1,9}$")


class FilmMetadata(MethodView):
    def get(self, film_id):
        if not FILM_ID.match(film_id):
            abort(400)
        cfg = current_app.config
        r = requests.get(cfg["FILMDB_API"] + film_id, params={"api_key": cfg["FILMDB_KEY"]}, timeout=5)
        return r.json()


class PosterFetch(MethodView):
    """Secretary pastes the URL of a distributor's poster; we fetch and store it."""

    def post(self):
        url = request.form["url"]
        r = requests.get(url, timeout=10)
        return {"bytes": len(r.content), "type": r.headers.get("content-type")}


class FestivalImport(MethodView):
    def post(self):
        raw = request.get_data()
        tree = etree.fromstring(raw, etree.XMLParser(load_dtd=True, resolve_entities=True))
        strand = request.args.get("strand", "")
        films = tree.xpath("/festival/film[@strand='" + strand + "']/title/text()")
        return {"films": [str(f) for f in films]}

    def put(self):
        raw = request.get_data()
        tree = defused_lxml.fromstring(raw)
        country = request.args.get("country", "")
        films = tree.xpath("/festival/film[@country=$c]/title/text()", c=country)
        return {"films": [str(f) for f in films]}


bp.add_url_rule("/film/<film_id>", view_func=FilmMetadata.as_view("film"))
bp.add_url_rule("/poster-fetch", view_func=PosterFetch.as_view("poster_fetch"))
bp.add_url_rule("/festival", view_func=FestivalImport.as_view("festival"))
