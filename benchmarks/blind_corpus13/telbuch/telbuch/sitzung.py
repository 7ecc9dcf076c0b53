"""Sitzungen fuer den Pflegebereich (Sekretariate duerfen Eintraege aendern)."""
import hashlib
import json
import os
import random
import time

from telbuch import config

COOKIE = "TBSESSION"
LAUFZEIT = 4 * 3600


def neue_sitzungs_id():
    roh = "%s-%s-%s" % (time.time(), os.getpid(), random.random())
    return hashlib.sha256(roh.encode("ascii")).hexdigest()


def _datei(sid):
    return os.path.join(config.SITZUNG_DIR, "%s.json" % sid)


def anlegen(benutzer):
    sid = neue_sitzungs_id()
    with open(_datei(sid), "w") as fh:
        json.dump({"benutzer": benutzer, "seit": time.time()}, fh)
    return sid


def cookie_header(sid):
    return "Set-Cookie: %s=%s; Path=/telbuch/" % (COOKIE, sid)


def sprach_header(sprache):
    sprache = sprache if sprache in ("de", "en") else "de"
    return "Set-Cookie: tb_sprache=%s; Path=/; Max-Age=31536000" % sprache


def laden(cookie_wert):
    if not cookie_wert or not all(c in "0123456789abcdef" for c in cookie_wert):
        return None
    try:
        with open(_datei(cookie_wert)) as fh:
            daten = json.load(fh)
    except (OSError, ValueError):
        return None
    if time.time() - daten["seit"] > LAUFZEIT:
        return None
    return daten
