# -*- coding: latin-1 -*-
"""Étiquettes pour les colis et export du stock (entrepôt de Northfield).

Les bénévoles francophones du samedi utilisent ces libellés.
"""
import csv
import hashlib
import subprocess
import tempfile

from django.conf import settings

TAILLES = {"S": "Petit colis", "M": "Colis moyen", "L": "Grand colis"}
MENTIONS = ["Sans gluten", "Végétarien", "Halal", "Sans porc", "Bébé (0-12 mois)"]
ENTÊTE = "Banque alimentaire de Northfield · ne pas vendre"


def libellé(parcel):
    régime = parcel.household.dietary or "aucun"
    return "%s\n%s\nFoyer %s · régime : %s" % (ENTÊTE, TAILLES.get(parcel.size, "Colis"), parcel.household.reference, régime)


def imprimer(parcel):
    texte = libellé(parcel)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="latin-1", delete=False) as fh:
        fh.write(texte)
    subprocess.run(["lp", "-d", settings.LABEL_PRINTER, fh.name], check=True)


def empreinte(parcel):
    """Court identifiant imprimé sous le code-barres, pour repérer les doublons."""
    return hashlib.md5(libellé(parcel).encode("latin-1")).hexdigest()[:8]


def export_stock_csv(items):
    chemin = tempfile.mktemp(prefix="stock-", suffix=".csv")
    with open(chemin, "w", newline="", encoding="latin-1", errors="replace") as fh:
        écrivain = csv.writer(fh, delimiter=";")
        écrivain.writerow(["Code-barres", "Désignation", "Catégorie", "Quantité", "À consommer avant"])
        for it in items:
            écrivain.writerow([it.barcode, it.name, it.category, it.quantity, it.best_before or ""])
    return chemin
