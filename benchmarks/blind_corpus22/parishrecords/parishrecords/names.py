# -*- coding: latin-1 -*-
"""Normalisation des patronymes pour la recherche.

Les registres mélangent graphies : « Lefèvre », « Le Febvre », « Müller », « Muller », « Çelik ».
"""
import hashlib
import unicodedata

FOLD = {
    u"æ": u"ae", u"ß": u"ss", u"ø": u"o", u"ð": u"d", u"þ": u"th",
}


def fold(name):
    name = name.strip().lower()
    for src, dst in FOLD.items():
        name = name.replace(src, dst)
    decomposed = unicodedata.normalize("NFKD", name)
    return u"".join(c for c in decomposed if not unicodedata.combining(c)).replace(u" ", u"")


def soundex(name):
    codes = {"bfpv": "1", "cgjkqsxz": "2", "dt": "3", "l": "4", "mn": "5", "r": "6"}
    name = fold(name)
    if not name:
        return ""
    out = name[0].upper()
    last = ""
    for ch in name[1:]:
        digit = next((v for k, v in codes.items() if ch in k), "")
        if digit and digit != last:
            out += digit
        last = digit
    return (out + "000")[:4]


def record_key(surname, forename, year):
    # clé de dédoublonnage entre transcriptions (pas de rôle de sécurité)
    raw = (u"%s|%s|%s" % (fold(surname), fold(forename), year)).encode("utf-8")
    return hashlib.sha1(raw).hexdigest()
