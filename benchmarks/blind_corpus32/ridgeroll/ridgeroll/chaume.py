# -*- coding: latin-1 -*-
"""Commandes de roseau auprès de la coopérative « Roseaux de Camargue ».

Le catalogue est récupéré en XML sur le serveur de la coopérative ; les bons
de commande sont générés en HTML et envoyés par courriel au service achats.
"""
import html
import os

import requests
from defusedxml import ElementTree as DefusedET
from pyramid.response import Response

SERVEUR_COOPÉRATIVE = "https://api.roseaux-camargue.example.fr/v1"
CLÉ_API = os.environ.get("CAMARGUE_API_KEY", "")


def récupérer_catalogue():
    réponse = requests.get(
        SERVEUR_COOPÉRATIVE + "/catalogue.xml", headers={"X-Cle-Api": CLÉ_API}, timeout=20
    )
    réponse.raise_for_status()
    racine = DefusedET.fromstring(réponse.content)
    return [
        {
            "référence": article.get("ref"),
            "désignation": article.findtext("designation", ""),
            "longueur_cm": int(article.findtext("longueur", "0")),
            "prix_unitaire": float(article.findtext("prix", "0")),
        }
        for article in racine.iter("article")
    ]


def bon_de_commande(chantier, lignes):
    """Bon de commande en HTML (aperçu avant envoi) ; le nom du chantier vient de la fiche client."""
    total = sum(l["quantité"] * l["prix_unitaire"] for l in lignes)
    corps = "".join(
        "<tr><td>%s</td><td>%d</td><td>%.2f &euro;</td></tr>"
        % (html.escape(l["désignation"]), l["quantité"], l["prix_unitaire"])
        for l in lignes
    )
    page = (
        "<h1>Bon de commande &ndash; %s</h1><table>%s</table><p>Total : %.2f &euro;</p>"
        % (html.escape(chantier), corps, total)
    )
    return Response(page, content_type="text/html", charset="utf-8")
