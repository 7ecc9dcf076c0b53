# -*- coding: latin-1 -*-
"""Fahrplan-Werkzeuge für den Clubbetrieb (Bildfahrplan, Zugläufe, Aushänge).

Die Fahrpläne werden von den Fahrdienstleitern als YAML-Datei hochgeladen.
"""
import hashlib
import os

import yaml
from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config

WOCHENTAGE = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
GATTUNGEN = {"IC": "Intercity", "D": "Schnellzug", "E": "Eilzug", "N": "Nahverkehrszug", "Dg": "Durchgangsgüterzug", "Üg": "Übergabe"}
BAHNHÖFE_HINWEIS = "Bahnhöfe mit Gleiswechsel sind fett gedruckt"


def lade_fahrplan(datei):
    """Liest eine hochgeladene Fahrplandatei (YAML mit Zügen und Zeiten)."""
    return yaml.load(datei, Loader=yaml.Loader)


def linienfarbe(linie):
    """Stabile Farbe für eine Linie im Bildfahrplan (nur Darstellung)."""
    digest = hashlib.md5(linie.encode("latin-1")).hexdigest()
    return "#" + digest[:6]


def zeile(zug):
    gattung = GATTUNGEN.get(zug.get("gattung"), "Sonderzug")
    return "<tr style='color:%s'><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>" % (
        linienfarbe(str(zug.get("linie", ""))), escape(gattung), escape(zug.get("nummer", "")),
        escape(zug.get("ab", "")), escape(zug.get("an", "")),
    )


@view_config(route_name="fahrplan", request_method="POST", renderer="json")
def fahrplan_hochladen(request):
    upload = request.POST["datei"]
    daten = lade_fahrplan(upload.file)
    ziel = os.path.join(request.registry.settings["railhall.upload_dir"], "fahrplan",
                        "%s.yaml" % int(request.matchdict["line"]))
    with open(ziel, "w", encoding="utf-8") as fh:
        yaml.safe_dump(daten, fh, allow_unicode=True)
    return {"züge": len(daten.get("zuege", []))}


@view_config(route_name="fahrplan", request_method="GET")
def fahrplan_aushang(request):
    pfad = os.path.join(request.registry.settings["railhall.upload_dir"], "fahrplan",
                        "%s.yaml" % int(request.matchdict["line"]))
    with open(pfad, encoding="utf-8") as fh:
        daten = yaml.safe_load(fh)
    zeilen = "".join(zeile(z) for z in daten.get("zuege", []))
    titel = escape(request.params.get("titel", "Aushangfahrplan"))
    return Response("<h1>%s</h1><p>%s</p><table>%s</table>" % (titel, BAHNHÖFE_HINWEIS, zeilen), charset="utf-8")
