# -*- coding: latin-1 -*-
"""Surname folding for parish registers.

Registers spell the same family as Müller, Mueller, Muller; Ångström,
Angstrom; Peña, Pena; Ørsted, Orsted.  We fold to a plain key.
"""
import hashlib
import unicodedata

FOLDS = {
    "ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss",
    "Ä": "Ae", "Ö": "Oe", "Ü": "Ue",
    "å": "a", "Å": "A", "ø": "o", "Ø": "O",
    "é": "e", "è": "e", "ê": "e", "ñ": "n", "ç": "c",
}


def fold_surname(name):
    out = "".join(FOLDS.get(ch, ch) for ch in name)
    out = unicodedata.normalize("NFKD", out)
    return "".join(ch for ch in out if not unicodedata.combining(ch)).lower()


def soundex_bucket(name):
    # bucket key only: used to shard the name index, never for security
    return hashlib.md5(fold_surname(name).encode("latin-1", "replace")).hexdigest()[:2]


SAMPLE = ["Müller", "Ångström", "Peña", "Øresund", "François"]
