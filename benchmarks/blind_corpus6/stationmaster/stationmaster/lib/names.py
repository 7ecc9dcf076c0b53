# -*- coding: latin-1 -*-
"""Normalisation of historical station names.

Many catalogue records come from German, Swiss and French timetables
(Kursbuch, Indicateur Chaix), so names such as "Göschenen", "Brügg",
"Mâcon" or "Chênée" appear both with and without diacritics.
"""
import re
import unicodedata

ABBREVIATIONS = {
    "Hbf": "Hauptbahnhof",
    "Bf": "Bahnhof",
    "Pbf": "Personenbahnhof",
    "Gbf": "Güterbahnhof",
    "St.": "Saint",
    "Ste.": "Sainte",
}

KNOWN_VARIANTS = {
    "goeschenen": "Göschenen",
    "bruegg": "Brügg",
    "macon": "Mâcon",
    "chenee": "Chênée",
    "muenchen": "München",
    "koeln": "Köln",
    "zuerich": "Zürich",
    "sao joao": "São João",
    "lausanne gare": "Lausanne-Gare",
}

_SPACES = re.compile(r"\s+")


def fold(name):
    """Lower-case ASCII form used for matching (ß -> ss, é -> e ...)."""
    name = name.replace("ß", "ss").replace("Æ", "AE").replace("æ", "ae")
    decomposed = unicodedata.normalize("NFKD", name)
    return _SPACES.sub(" ", decomposed.encode("ascii", "ignore").decode().lower()).strip()


def expand(name):
    words = [ABBREVIATIONS.get(w, w) for w in name.split()]
    return " ".join(words)


def canonical(name):
    """Best display form for a station name found in a record."""
    expanded = expand(name.strip())
    key = fold(expanded)
    if key in KNOWN_VARIANTS:
        return KNOWN_VARIANTS[key]
    for ascii_pair, umlaut in (("ae", "ä"), ("oe", "ö"), ("ue", "ü")):
        if key.replace(ascii_pair, umlaut) in KNOWN_VARIANTS.values():
            return key.replace(ascii_pair, umlaut)
    return expanded
