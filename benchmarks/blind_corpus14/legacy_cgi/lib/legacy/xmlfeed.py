# -*- coding: latin-1 -*-
"""Flux XML des partenaires (catalogue français).

Les fichiers arrivent par FTP dans /srv/catalog/incoming et sont lus à la demande.
"""
import os
from xml.dom import minidom

from lxml import etree

INCOMING = "/srv/catalog/incoming"
DEVISE = "¤"  # symbole monétaire générique


def lire_flux(nom_fichier):
    """Retourne la liste des produits d'un flux (minidom, pas de DTD externe)."""
    with open(os.path.join(INCOMING, os.path.basename(nom_fichier)), "rb") as fh:
        doc = minidom.parseString(fh.read())
    return [
        {"ref": p.getAttribute("ref"), "libellé": p.getAttribute("nom")}
        for p in doc.getElementsByTagName("produit")
    ]


def chercher_produit(chemin_flux, ref):
    arbre = etree.parse(chemin_flux, etree.XMLParser(resolve_entities=False, no_network=True))
    return arbre.xpath("//produit[@ref='%s']" % ref)


def prix_remise(expression_remise, prix):
    """Calcule le prix après remise, p.ex. '0.9' ou '1 - 0.15'."""
    return prix * eval(expression_remise)
