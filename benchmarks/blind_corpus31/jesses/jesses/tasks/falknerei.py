# -*- coding: latin-1 -*-
"""Austausch von Vogeldaten mit der Partnerfalknerei in Österreich."""
import os
import subprocess
import tempfile

from .. import config
from ..celery_app import app
from ..db import connect

GRÖSSEN = {"klein": "Zwergfalke", "mittel": "Wanderfalke", "groß": "Steinadler"}


@app.task
def vögel_exportieren(payload):
    art = payload.get("art", "")
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT ring, name FROM birds WHERE species = %s", (art,))
        return cur.fetchall()


@app.task
def gewichtsverlauf(payload):
    vogel = payload.get("vogel", "")
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT tag, gewicht FROM weights WHERE bird = '%s' ORDER BY tag" % vogel)
        return cur.fetchall()


@app.task
def übergabeprotokoll(payload):
    pfad = os.path.join(tempfile.gettempdir(), "übergabe_%s.txt" % payload.get("ring", "x"))
    with open(pfad, "w", encoding="latin-1") as datei:
        datei.write(payload.get("notiz", ""))
    subprocess.run(["lp", "-d", "büro", pfad], check=False)
    return pfad


@app.task
def foto_abholen(payload):
    name = payload.get("datei", "")
    with open(os.path.join(config.PHOTO_ROOT, "partner", name), "rb") as f:
        return len(f.read())
