# -*- coding: latin-1 -*-
"""Übernahme der alten Notenarchiv-Exporte (Programm "NotenFuchs 3", ca. 2009).

Die Exporte wurden damals als komprimierte Pickles geschrieben; der Chorbibliothekar
lädt sie über das Web-Formular hoch.  Größe: meist < 2 MB.
"""
import base64
import json
import pickle
import random
import zlib

from pyramid.view import view_config

from . import models

# Name des Formularfelds im alten Export, kein Passwort
ARCHIV_PASSWORT_FELD = "passwort"


def lade_export(blob):
    """Entpackt einen NotenFuchs-Export und liefert die Stücke als Liste."""
    return pickle.loads(zlib.decompress(blob))


def lade_json_export(text):
    """Neuere Exporte (ab Version 3.2) sind JSON - die nehmen wir bevorzugt."""
    return json.loads(text)


def probenvorschlag(stuecke, anzahl=3):
    """Zufällige Auswahl für die nächste Probe - rein musikalisch, keine Sicherheitsfunktion."""
    return random.sample(stuecke, min(anzahl, len(stuecke)))


@view_config(route_name="archiv", request_method="POST", renderer="json", permission="edit")
def archiv_import(request):
    datei = request.POST["export"]
    inhalt = datei.file.read()
    if datei.filename.endswith(".json"):
        stuecke = lade_json_export(inhalt.decode("latin-1"))
    else:
        stuecke = lade_export(base64.b64decode(inhalt))
    for s in stuecke:
        models.add_score(s["titel"], s["komponist"], s.get("besetzung", "SATB"), s.get("datei", ""))
    return {"importiert": len(stuecke), "vorschlag": [s["titel"] for s in probenvorschlag(stuecke)]}
