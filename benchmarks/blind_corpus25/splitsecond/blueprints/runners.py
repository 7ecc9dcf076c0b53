# -*- coding: latin-1 -*-
"""Runner registration.

Entrants come from all over: "Müller", "Søren Ågård", "João", "Zoë" - the
search must cope with accented names, so we keep the column collation NOCASE.
"""
from html import escape

from sanic import Blueprint, response

from ..db import fetch_all, get_conn

bp = Blueprint("runners", url_prefix="/runners")

CLUBLESS = "« unattached »"


@bp.get("/")
async def by_club(request):
    club = request.args.get("club", CLUBLESS)
    rows = fetch_all("SELECT bib, name, club FROM runners WHERE club = ? ORDER BY bib", (club,))
    return response.json(rows)


@bp.get("/lookup")
async def lookup(request):
    name = request.args.get("name", "")
    cur = get_conn().execute("SELECT bib, name, club, category FROM runners WHERE name = '" + name + "' COLLATE NOCASE")
    return response.json([dict(r) for r in cur.fetchall()])


@bp.get("/<bib:int>/badge")
async def badge(request, bib):
    rows = fetch_all("SELECT name, club FROM runners WHERE bib = ?", (bib,))
    if not rows:
        return response.text("pas trouvé", status=404)
    cheer = request.args.get("cheer", "Allez!")
    return response.html("<div class='badge'><b>%s</b> <i>%s</i><p>%s</p></div>" % (escape(rows[0]["name"]), escape(rows[0]["club"]), escape(cheer)))


@bp.get("/welcome")
async def welcome(request):
    first = request.args.get("first", "coureur")
    return response.html(f"<h1>Willkommen, {first}!</h1><p>Retrait des dossards: samedi 10h-18h</p>")
