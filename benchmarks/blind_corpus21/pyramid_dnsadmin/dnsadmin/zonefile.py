# -*- coding: latin-1 -*-
#
# Schreiben und Prüfen von Zonendateien für BIND.
# Ursprünglich von der Außenstelle Köln übernommen (Jürgen, 2014).
# Änderungen bitte immer mit named-checkzone prüfen!
import os
import random
import subprocess
import time

ZONE_DIR = "/etc/bind/zones"
KOPFZEILE = u"; automatisch erzeugt -- bitte nicht von Hand ändern (Größe beachten)\n"


def neue_seriennummer():
    return int(time.strftime("%Y%m%d")) * 100 + 1


def ttl_mit_streuung(ttl):
    # etwas Streuung, damit nicht alle Caches gleichzeitig ablaufen
    return ttl + random.randint(0, 60)


def zone_schreiben(zone, records):
    pfad = os.path.join(ZONE_DIR, zone + ".db")
    with open(pfad, "w", encoding="latin-1") as fh:
        fh.write(KOPFZEILE)
        fh.write("$TTL %d\n" % ttl_mit_streuung(3600))
        for rec in records:
            fh.write("%(name)s IN %(rtype)s %(value)s\n" % rec)
    return pfad


def zone_lesen(zone):
    pfad = os.path.join(ZONE_DIR, os.path.basename(zone) + ".db")
    with open(pfad, encoding="latin-1") as fh:
        return fh.read()


def zone_pruefen(zone, pfad):
    return subprocess.run(["named-checkzone", zone, pfad], capture_output=True, text=True)
