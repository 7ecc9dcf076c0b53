# -*- coding: latin-1 -*-
"""Etiketten für Getreidepartien drucken (übernommen aus dem alten Lagerprogramm).

Die Druckerliste ist fest; der Benutzer wählt nur einen Eintrag aus.
"""
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from .. import db

DRUCKER = {"halle1": "Zebra_Halle_1", "halle2": "Zebra_Halle_2", "büro": "HP_Büro"}
KOPFZEILE = "Partie Nr. {id} · Größe {weight_t} t · Feuchte {moisture} %"


@view_config(route_name="labels", request_method="POST", renderer="json")
def drucken(request):
    drucker = DRUCKER.get(request.POST.get("drucker", ""))
    if drucker is None:
        raise HTTPBadRequest("unbekannter Drucker")
    rows = db.fetch("SELECT id, weight_t, moisture FROM lots WHERE id = ?", (int(request.matchdict["lot_id"]),))
    if not rows:
        raise HTTPBadRequest("unbekannte Partie")
    with tempfile.NamedTemporaryFile("w", encoding="latin-1", suffix=".txt") as datei:
        datei.write(KOPFZEILE.format(**dict(rows[0])))
        datei.flush()
        subprocess.run(["lpr", "-P", drucker, datei.name], check=True)
    return {"gedruckt": True, "drucker": drucker}
