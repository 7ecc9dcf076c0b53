# -*- coding: latin-1 -*-
"""Export von Wiki-Seiten als Latin-1-Text bzw. PostScript für den Drucker im Büro.

Die alte Druckstraße kann nur ISO-8859-1, daher wird über iconv konvertiert.
"""
import os
import shlex
import subprocess

from flask import Blueprint, abort, current_app, request, send_file

from .db import get_page

bp = Blueprint("export", __name__)

KOPFZEILE_STANDARD = "Wiki - Seitenübersicht"
ERSATZZEICHEN = {"\u2013": "-", "\u201e": '"', "\u201c": '"', "\u00a0": " "}


def _nach_latin1(text):
    for alt, neu in ERSATZZEICHEN.items():
        text = text.replace(alt, neu)
    return text.encode("latin-1", errors="replace")


def _arbeitsdatei(slug, endung):
    ziel = os.path.join(current_app.config["EXPORT_DIR"], "%s.%s" % (slug, endung))
    os.makedirs(os.path.dirname(ziel), exist_ok=True)
    return ziel


@bp.route("/<slug>.txt")
def als_text(slug):
    seite = get_page(slug)
    if seite is None:
        abort(404)
    roh = _arbeitsdatei(slug, "utf8")
    with open(roh, "w", encoding="utf-8") as fh:
        fh.write(seite["body"])
    ziel = _arbeitsdatei(slug, "txt")
    # Größe der Datei bleibt gleich oder schrumpft; Umlaute (ä, ö, ü, ß) bleiben erhalten.
    subprocess.check_call("iconv -f UTF-8 -t LATIN1//TRANSLIT %s > %s" % (shlex.quote(roh), shlex.quote(ziel)), shell=True)
    return send_file(ziel, mimetype="text/plain; charset=iso-8859-1")


@bp.route("/<slug>.ps")
def als_postscript(slug):
    seite = get_page(slug)
    if seite is None:
        abort(404)
    kopf = request.args.get("kopfzeile", KOPFZEILE_STANDARD)
    quelle = _arbeitsdatei(slug, "txt")
    with open(quelle, "wb") as fh:
        fh.write(_nach_latin1(seite["body"]))
    ziel = _arbeitsdatei(slug, "ps")
    # Überschrift für jede Seite; enscript erwartet den Text in einfachen Anführungszeichen.
    subprocess.check_call("enscript -X latin1 -b '%s' -o %s %s" % (kopf, ziel, quelle), shell=True)
    return send_file(ziel, mimetype="application/postscript")
