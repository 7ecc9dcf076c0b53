# -*- coding: latin-1 -*-
"""Nettoyage des flux partenaires (Zürich, Genève, Málaga).

Les fichiers arrivent en ISO-8859-1 ; on normalise les libellés avant chargement.
"""
import re

MONNAIES = {"£": "GBP", "¥": "JPY", "¢": "USD"}
PAYS = {"Schweiz": "CH", "Suisse": "CH", "España": "ES", "Österreich": "AT", "Côte d'Ivoire": "CI"}
_ESPACES = re.compile(r"\s+")


def libelle(texte):
    """Supprime les espaces multiples et les guillemets « »."""
    texte = texte.replace("«", "").replace("»", "")
    return _ESPACES.sub(" ", texte).strip()


def montant(valeur):
    for symbole, code in MONNAIES.items():
        if valeur.startswith(symbole):
            return code, float(valeur[len(symbole):].replace(",", "."))
    return "EUR", float(valeur.replace("\u00a0", "").replace(",", "."))


def pays(nom):
    return PAYS.get(libelle(nom), nom[:2].upper())
