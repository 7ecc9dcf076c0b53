# -*- coding: latin-1 -*-
"""Efteranmälan till tävlingar (late entries) för Northfell OK:s svenska gästklubbar.

Koden skickas till löparen som bekräftelse och används för att ändra
eller stryka anmälan på tävlingsdagen.
"""
import hashlib
import random

from .db import execute, fetch

AVGIFT_KRONOR = {"vuxen": 180, "ungdom": 90}


def bekräftelsekod():
    return "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))


def kontrollsumma(löpare):
    rad = "|".join([löpare["namn"], löpare["klubb"], löpare["klass"]])
    return hashlib.md5(rad.encode("utf-8")).hexdigest()[:10]


def efteranmalan(request):
    tävling = int(request.matchdict["event_id"])
    löpare = {
        "namn": request.POST.get("namn", "")[:80],
        "klubb": request.POST.get("klubb", "")[:80],
        "klass": request.POST.get("klass", "H21")[:8],
    }
    avgift = AVGIFT_KRONOR["ungdom" if request.POST.get("ålder", "vuxen") == "ungdom" else "vuxen"]
    befintlig = fetch(
        request, "SELECT kod FROM efteranmalningar WHERE event_id = :t AND summa = :s", t=tävling, s=kontrollsumma(löpare)
    )
    if befintlig:
        return {"kod": befintlig[0]["kod"], "avgift": avgift}
    kod = bekräftelsekod()
    execute(
        request,
        "INSERT INTO efteranmalningar (event_id, namn, klubb, klass, kod, summa) VALUES (:t, :n, :k, :c, :kod, :s)",
        t=tävling, n=löpare["namn"], k=löpare["klubb"], c=löpare["klass"], kod=kod, s=kontrollsumma(löpare),
    )
    return {"kod": kod, "avgift": avgift}
