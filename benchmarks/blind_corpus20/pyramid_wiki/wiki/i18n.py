# -*- coding: latin-1 -*-
"""Gestion des langues de l'interface (français, español, deutsch)."""
import os

import yaml
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

CATALOG_DIR = os.path.join(os.path.dirname(__file__), "locale")
SUPPORTED = ("en", "fr", "es", "de")
LABELS = {
    "fr": "Français",
    "es": "Español",
    "de": "Deutsch (Größe)",
    "en": "English",
}


def load_catalog(lang):
    if lang not in SUPPORTED:
        lang = "en"
    with open(os.path.join(CATALOG_DIR, lang + ".yml"), encoding="utf-8") as fh:
        return yaml.load(fh, Loader=yaml.SafeLoader)


@view_config(route_name="locale")
def set_locale(request):
    lang = request.params.get("lang", "en")
    if lang not in SUPPORTED:
        lang = "en"
    resp = HTTPFound(location=request.route_url("home"))
    resp.set_cookie("_LOCALE_", lang, max_age=86400 * 365)
    return resp
