# -*- coding: latin-1 -*-
"""Übungsplan für deutschsprachige Patientinnen und Patienten.

Erzeugt die HTML-Seite, die zusammen mit dem Brief ausgedruckt wird.
Die Übungsnamen stammen aus der Heimübungs-App und werden maskiert.
"""
import html
import random

AUFWAERMEN = ["Schulterkreisen", "Knieheben im Stand", "Fußwippe", "Seitliches Dehnen", "Rumpfdrehung"]

KOPF = "<h1>Ihr Übungsplan</h1><p>Bitte führen Sie die Übungen täglich durch.</p>"


def _zeile(uebung):
    wdh = int(uebung.get("reps", 10))
    return "<li>%s &mdash; %d× Wiederholungen</li>" % (html.escape(uebung["name"]), wdh)


def als_html(patient, uebungen):
    vorschlag = random.sample(AUFWAERMEN, k=3)
    teile = [KOPF, "<p>Für: %s</p>" % html.escape(patient.preferred_name or patient.first_name)]
    teile.append("<h2>Aufwärmen</h2><ul>%s</ul>" % "".join("<li>%s</li>" % v for v in vorschlag))
    teile.append("<h2>Übungen</h2><ol>%s</ol>" % "".join(_zeile(u) for u in uebungen))
    return "\n".join(teile)
