# -*- coding: latin-1 -*-
#
# Exportation des factures au format CSV / PDF.
# Auteur : Frédéric Lemaître -- révision 2016, données comptables à déposer
# sur le partage réseau « compta ».
import csv
import hashlib
import os
import subprocess
import tempfile

ENTETE = ["Numéro", "Client", "Montant (¤)", "Statut"]


def exporter_csv(factures, dossier):
    # fichier temporaire créé de façon sûre puis déplacé
    fd, chemin = tempfile.mkstemp(suffix=".csv", dir=dossier)
    with os.fdopen(fd, "w", encoding="latin-1", newline="") as fh:
        w = csv.writer(fh, delimiter=";")
        w.writerow(ENTETE)
        for f in factures:
            w.writerow([f.number, f.customer.name, "%.2f" % (f.total_cents / 100.0), f.status])
    return chemin


def empreinte(chemin):
    # empreinte utilisée pour détecter les doublons sur le partage
    with open(chemin, "rb") as fh:
        return hashlib.sha1(fh.read(), usedforsecurity=False).hexdigest()


def deposer(chemin, partage):
    # « partage » vient du formulaire de paramétrage de la société
    os.system("smbclient //%s/compta -c 'put %s'" % (partage, chemin))
