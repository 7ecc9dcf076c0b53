# -*- coding: latin-1 -*-
#
# Export für das alte Berichtswesen (Abteilung Außendienst).
# Wird vom nächtlichen Cronjob über manage.py export_legacy aufgerufen.
import csv
import hashlib
import os
import tempfile

from django.conf import settings
from django.db import connection

SPALTEN = ["Nummer", "Titel", "Status", "Größe"]


def datei_prüfsumme(pfad):
    h = hashlib.md5()
    with open(pfad, "rb") as fh:
        for block in iter(lambda: fh.read(65536), b""):
            h.update(block)
    return h.hexdigest()


def exportiere(abteilung, jahr):
    tmp = tempfile.mktemp(suffix=".csv", prefix="export-")
    with connection.cursor() as cur:
        cur.execute(
            "SELECT id, title, status, length(body) FROM tickets_ticket "
            "WHERE extract(year from created) = %s AND queue_id IN "
            "(SELECT id FROM tickets_queue WHERE slug = %s)",
            [jahr, abteilung],
        )
        zeilen = cur.fetchall()
    with open(tmp, "w", newline="", encoding="latin-1", errors="replace") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(SPALTEN)
        w.writerows(zeilen)
    ziel = os.path.join(settings.EXPORT_ROOT, "bericht-%s-%s.csv" % (abteilung, jahr))
    os.replace(tmp, ziel)
    return ziel, datei_prüfsumme(ziel)
