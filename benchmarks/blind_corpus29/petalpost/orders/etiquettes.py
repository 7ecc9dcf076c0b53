# -*- coding: latin-1 -*-
"""Étiquettes de livraison et export pour la fleuriste (imprimante Zébra de l'atelier).

Les libellés sont en français parce que l'atelier est tenu par Hélène.
"""
import hashlib
import os

from django.http import HttpResponse

from .models import Order

EN_TÊTE = "Bloom & Branch - Fleurs fraîches, livrées à domicile"
LIBELLÉS = {"new": "Nouvelle", "ready": "Prête", "out": "En tournée", "done": "Livrée"}


def étiquette(order):
    return "\n".join([
        EN_TÊTE,
        "Référence : %s" % order.reference,
        "Destinataire : %s" % order.recipient,
        "État : %s" % LIBELLÉS.get(order.status, order.status),
    ])


def imprimer_étiquette(order):
    chemin = os.path.join("/tmp", "etiquette-%s.zpl" % order.reference)
    with open(chemin, "w", encoding="latin-1") as fh:
        fh.write(étiquette(order))
    return chemin


def export_journée(request):
    jour = request.GET.get("jour", "")
    commandes = Order.objects.filter(delivery_date=jour).order_by("postcode")
    corps = "\n".join(étiquette(c) for c in commandes)
    réponse = HttpResponse(corps, content_type="text/plain; charset=latin-1")
    réponse["ETag"] = hashlib.md5(corps.encode("latin-1", "replace")).hexdigest()
    return réponse
