# -*- coding: latin-1 -*-
"""Auftragszettel für die Druckerei (Ausgabe auf dem Drucker in der Werkstatt).

Die Vorlage stammt von Frau Müller aus der Weiterverarbeitung; bitte die
Überschriften nicht ändern, sie werden von der Schneidemaschine gelesen.
"""
import os
import subprocess

ÜBERSCHRIFT = "Auftragszettel - Kestrel Druck & Kopie"
GRÖSSEN = {"A4": "210×297 mm", "A5": "148×210 mm", "DL": "99×210 mm"}


def zettel_text(auftrag):
    format_ = GRÖSSEN.get(auftrag["format"], auftrag["format"])
    return "\n".join([
        ÜBERSCHRIFT,
        "Auftrag Nr.: %s" % auftrag["id"],
        "Kunde: %s" % auftrag["kunde"],
        "Format: %s" % format_,
        "Auflage: %s Stück" % auftrag["auflage"],
        "Veredelung: %s" % auftrag.get("veredelung", "keine"),
        "Gedruckt für: %s" % auftrag.get("bemerkung", ""),
    ])


def zettel_drucken(auftrag):
    pfad = "/tmp/auftrag_%s.txt" % auftrag["id"]
    with open(pfad, "w", encoding="latin-1") as fh:
        fh.write(zettel_text(auftrag))
    subprocess.run(["lp", "-d", "Werkstatt", pfad], check=False)
    os.unlink(pfad)


def zettel_vorschau(auftrag):
    """HTML-Vorschau für den Kunden im Auftragsportal."""
    zeilen = zettel_text(auftrag).split("\n")
    return "<pre class='zettel'>" + "<br>".join(zeilen) + "</pre>"
