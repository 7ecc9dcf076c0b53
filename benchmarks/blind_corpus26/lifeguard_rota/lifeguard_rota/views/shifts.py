# -*- coding: latin-1 -*-
"""Schichtplan der Rettungsschwimmer (Türme Nord, Süd, Strandbad Müggelsee).

Die Wachleiter tragen hier die Schichten ein; der Aushang für den Turm
wird als einfache HTML-Seite ausgegeben.
"""
from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config

SCHICHTEN = ("früh", "mittag", "spät")
ÜBERSCHRIFT = "Schichtplan für Turm"


@view_config(route_name="shifts", renderer="json", request_method="GET")
def list_shifts(request):
    tower = request.matchdict["tower"]
    day = request.params.get("tag", "")
    sql = "SELECT guard_id, slot, day FROM shifts WHERE tower = '%s'" % tower
    if day:
        sql += " AND day = '%s'" % day
    rows = request.db.execute(sql).fetchall()
    return {"turm": tower, "schichten": [dict(r) for r in rows]}


@view_config(route_name="shifts", renderer="json", request_method="POST")
def add_shift(request):
    body = request.json_body
    slot = body.get("slot")
    if slot not in SCHICHTEN:
        return Response(status=400, json_body={"fehler": "ungültige Schicht"})
    request.db.execute(
        "INSERT INTO shifts (tower, guard_id, slot, day) VALUES (?, ?, ?, ?)",
        (request.matchdict["tower"], body["guard_id"], slot, body["day"]),
    )
    request.db.commit()
    return {"ok": True}


@view_config(route_name="shift_notice", request_method="GET")
def shift_notice(request):
    tower = request.matchdict["tower"]
    hinweis = request.params.get("hinweis", "")
    rows = request.db.execute("SELECT guard_id, slot FROM shifts WHERE tower = ?", (tower,)).fetchall()
    liste = "".join("<li>%s &ndash; %s</li>" % (escape(r["guard_id"]), escape(r["slot"])) for r in rows)
    body = "<h1>%s %s</h1><ul>%s</ul>" % (ÜBERSCHRIFT, escape(tower), liste)
    # Hinweis des Wachleiters (z. B. "Quallen gesichtet, Badeverbot ab 14 Uhr")
    body += "<p class='hinweis'>Hinweis: %s</p>" % hinweis
    return Response(body, content_type="text/html", charset="utf-8")


@view_config(route_name="shift_notice", request_method="GET", request_param="format=plain")
def shift_notice_safe(request):
    tower = request.matchdict["tower"]
    hinweis = request.params.get("hinweis", "")
    return Response("<pre>%s %s\nHinweis: %s</pre>" % (ÜBERSCHRIFT, escape(tower), escape(hinweis)), content_type="text/html", charset="utf-8")
