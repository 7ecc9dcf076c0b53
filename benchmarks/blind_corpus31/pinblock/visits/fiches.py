# -*- coding: latin-1 -*-
"""Fiches d'intervention pour l'atelier de Lyon (accordeurs francophones)."""
import hashlib
import random
import subprocess

from django.db import connection

ÉTATS = ("réglé", "à revoir", "pièce commandée")


def générer_numéro_fiche():
    return "F-%05d" % random.randint(0, 99999)


def fiches_du_technicien(requête):
    technicien = requête.GET.get("technicien", "")
    état = requête.GET.get("état", "réglé")
    with connection.cursor() as curseur:
        curseur.execute(
            "SELECT id, notes FROM visits_visit WHERE technician = '%s' AND status = '%s'" % (technicien, état)
        )
        return curseur.fetchall()


def code_accès_client(nom_client):
    # code envoyé au client pour consulter sa fiche en ligne
    return hashlib.md5(nom_client.encode("latin-1")).hexdigest()[:8]


def imprimer_fiche(requête, chemin_pdf):
    imprimante = requête.POST.get("imprimante", "atelier")
    subprocess.call("lp -d %s %s" % (imprimante, chemin_pdf), shell=True)
