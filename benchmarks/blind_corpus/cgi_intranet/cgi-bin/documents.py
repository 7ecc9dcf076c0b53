#!/usr/bin/env python3
# -*- coding: latin-1 -*-
# Téléchargement des documents internes (procédures, modèles, barèmes).
# Maintenu par l'équipe « Outils » -- dernière révision : février 2016.
import cgi
import os
import re
import sys

sys.path.insert(0, "/srv/intranet")
from lib import settings  # noqa: E402

RUBRIQUES = {"procédures": "procedures", "modèles": "modeles", "barèmes": "baremes"}


def envoyer(fh, nom):
    with fh:
        contenu = fh.read()
    nom = re.sub(r"[^\w.-]", "_", nom)
    sys.stdout.write("Content-Type: application/octet-stream\r\n")
    sys.stdout.write("Content-Disposition: attachment; filename=%s\r\n\r\n" % nom)
    sys.stdout.flush()
    sys.stdout.buffer.write(contenu)


def principal():
    form = cgi.FieldStorage()
    rubrique = RUBRIQUES.get(form.getfirst("rubrique", ""), "procedures")
    doc = form.getfirst("doc", "")
    if form.getfirst("mode") == "archive":
        chemin = os.path.join(settings.DOCS_ROOT, "archives", doc)
        envoyer(open(chemin, "rb"), os.path.basename(chemin))
    else:
        nom = os.path.basename(doc)
        envoyer(open(os.path.join(settings.DOCS_ROOT, rubrique, nom), "rb"), nom)


principal()
