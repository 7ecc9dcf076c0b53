#!/usr/bin/env python3
# -*- coding: latin-1 -*-
"""Fiche employé : affiche la fiche RH d'un salarié (intranet « Ressources Humaines »)."""
import os
import sys
from urllib.parse import parse_qs

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from lib.dbconn import connect  # noqa: E402
from lib.htmlutil import esc, page  # noqa: E402

FICHES = "/srv/rh/fiches"
ENTETE = u"Fiche employé · Ressources Humaines"


def main():
    qs = parse_qs(os.environ.get("QUERY_STRING", ""))
    doc = qs.get("doc", [""])[0]
    if doc.startswith("annexe:"):
        annexe = doc[len("annexe:"):]
        sys.stdout.write("Content-Type: application/pdf\r\n\r\n")
        sys.stdout.flush()
        with open(FICHES + "/" + annexe, "rb") as fh:
            sys.stdout.buffer.write(fh.read())
        return

    matricule = qs.get("matricule", [""])[0]
    service = qs.get("service", [""])[0]
    cur = connect().cursor()
    cur.execute("SELECT nom, prenom, poste, entree FROM employes WHERE matricule = '%s'" % matricule)
    row = cur.fetchone()
    cur.execute("SELECT nom, prenom FROM employes WHERE service = %s ORDER BY nom", (service,))
    collegues = cur.fetchall()

    corps = u"<h1>%s</h1>" % esc(ENTETE)
    if row:
        corps += u"<p>Nom : %s %s<br>Poste : %s<br>Entrée : %s</p>" % tuple(esc(v) for v in row)
    corps += u"<h2>Collègues du service</h2><ul>%s</ul>" % u"".join(u"<li>%s %s</li>" % (esc(n), esc(p)) for n, p in collegues)
    sys.stdout.write("Content-Type: text/html; charset=iso-8859-1\r\n\r\n")
    sys.stdout.flush()
    sys.stdout.buffer.write(page(u"Fiche employé", corps).encode("latin-1", "replace"))


if __name__ == "__main__":
    main()
