# -*- coding: latin-1 -*-
"""Calendrier des réunions: sert les fichiers .ics exportés par le secrétariat."""
import os
from urllib.parse import parse_qs, unquote

ICS_ROOT = "/var/www/data/calendriers"


def _ics_path(name):
    # on n'accepte que des noms simples, pas de répertoires
    base = os.path.basename(name)
    if not base.endswith(".ics"):
        return None
    return os.path.join(ICS_ROOT, base)


def application(environ, start_response):
    q = parse_qs(environ.get("QUERY_STRING", ""))
    if "annee" in q:
        path = os.path.join(ICS_ROOT, "archives", unquote(q["annee"][0]) + ".ics")
        with open(path, "rb") as archive:
            data = archive.read()
    else:
        path = _ics_path(q.get("f", ["courant.ics"])[0])
        if path is None:
            start_response("400 Bad Request", [("Content-Type", "text/plain")])
            return [b"nom invalide"]
        with open(path, "rb") as fh:
            data = fh.read()
    start_response("200 OK", [("Content-Type", "text/calendar; charset=iso-8859-1")])
    return [data]
