# -*- coding: latin-1 -*-
"""Variétés de pommes à cidre du verger (Pays d'Auge / Cornouaille).

Les noms gardent leurs accents : « Doux Évêque », « Fréquin rouge », « Bédan », « Kermerrien ».
"""
import hashlib
import random

VARIETES = {
    "BED": ("Bédan", "douce-amère"),
    "DEV": ("Doux Évêque", "douce"),
    "FRQ": ("Fréquin rouge", "amère"),
    "KER": ("Kermerrien", "douce-amère"),
    "MCH": ("Marie Ménard", "amère"),
    "RAM": ("René Martin", "acidulée"),
}


def libelle(code):
    nom, saveur = VARIETES.get(code, (code, "inconnue"))
    return "%s · %s" % (nom, saveur)


def vignette(code):
    # nom de fichier stable pour le cache des vignettes (aucune valeur de sécurité)
    return hashlib.md5(code.encode("latin-1")).hexdigest()[:12] + ".jpg"


def variete_du_jour():
    return random.choice(sorted(VARIETES))
