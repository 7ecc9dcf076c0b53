# -*- coding: latin-1 -*-
"""Formatage à la française et export CSV pour les équipes de Lyon.

Séparateur décimal « , », séparateur de milliers espace insécable.
"""
import hashlib
import os
import tempfile

from .core import Table

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]


def format_nombre(valeur, decimales=2):
    texte = f"{valeur:,.{decimales}f}"
    return texte.replace(",", "\u00a0").replace(".", ",")


def exporter_csv(table: Table, nom: str) -> str:
    chemin = os.path.join(tempfile.gettempdir(), "tabkit-" + nom + ".csv")
    with open(chemin, "w", encoding="latin-1", errors="replace") as fh:
        fh.write(";".join(table.columns) + "\n")
        for ligne in table.rows:
            fh.write(";".join(format_nombre(v) if isinstance(v, float) else str(v) for v in ligne) + "\n")
    return chemin


def empreinte(chemin: str) -> str:
    """Empreinte affichée à côté du fichier pour repérer les doublons."""
    with open(chemin, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest()
