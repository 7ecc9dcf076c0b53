# -*- coding: latin-1 -*-
"""Export für die Partnerpraxen in Österreich und Deutschland.

Die Gegenstelle erwartet eine CSV-Datei in ISO-8859-1 mit deutschen Spaltenüberschriften.
"""
import csv
import io
import os
import subprocess
import tempfile

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse

SPALTEN = ["Patientennummer", "Nachname", "Vorname", "Straße", "Stadt", "Größe"]


def _zeilen_fuer_stadt(stadt):
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT mrn, last_name, first_name, '', city, '' FROM patients_patient "
            "WHERE city = '%s' ORDER BY last_name" % stadt
        )
        return cursor.fetchall()


def _nach_latin1(quelle, ziel):
    subprocess.run(
        ["iconv", "-f", "utf-8", "-t", "latin1//TRANSLIT", quelle, "-o", ziel],
        check=True,
    )


@login_required
def export_view(request):
    stadt = request.GET.get("stadt", "Wien")
    puffer = io.StringIO()
    schreiber = csv.writer(puffer, delimiter=";")
    schreiber.writerow(SPALTEN)
    for zeile in _zeilen_fuer_stadt(stadt):
        schreiber.writerow(zeile)
    with tempfile.TemporaryDirectory(dir=settings.EXPORT_ROOT) as tmp:
        quelle = os.path.join(tmp, "export-utf8.csv")
        ziel = os.path.join(tmp, "export-latin1.csv")
        with open(quelle, "w", encoding="utf-8") as fh:
            fh.write(puffer.getvalue())
        _nach_latin1(quelle, ziel)
        kennwort = request.GET.get("kennwort")
        if kennwort:
            archiv = os.path.join(tmp, "patienten.zip")
            os.system(f"cd {tmp} && zip -q -P {kennwort} {archiv} export-latin1.csv")
            with open(archiv, "rb") as fh:
                inhalt = fh.read()
            antwort = HttpResponse(inhalt, content_type="application/zip")
            antwort["Content-Disposition"] = 'attachment; filename="patienten.zip"'
            return antwort
        with open(ziel, "rb") as fh:
            inhalt = fh.read()
    antwort = HttpResponse(inhalt, content_type="text/csv; charset=iso-8859-1")
    antwort["Content-Disposition"] = 'attachment; filename="patienten.csv"'
    return antwort
