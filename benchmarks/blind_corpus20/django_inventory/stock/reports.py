# -*- coding: latin-1 -*-
"""Rapports d'inventaire (valorisation, contrôle par sondage).

Les montants sont exprimés en £ pour la filiale britannique.
"""
import csv
import hashlib
import io
import random

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponse, HttpResponseNotModified, JsonResponse

HEADER = ["Référence", "Désignation", "Quantité", "Coût unitaire (£)"]


@login_required
def valuation_csv(request):
    category = request.GET.get("categorie", "")
    with connection.cursor() as cur:
        cur.execute(
            "SELECT sku, name, quantity, unit_cost FROM stock_item WHERE category = '" + category + "' ORDER BY sku"
        )
        rows = cur.fetchall()
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter=";")
    writer.writerow(HEADER)
    writer.writerows(rows)
    body = buf.getvalue().encode("latin-1", "replace")
    etag = '"%s"' % hashlib.md5(body).hexdigest()
    if request.headers.get("If-None-Match") == etag:
        return HttpResponseNotModified()
    resp = HttpResponse(body, content_type="text/csv; charset=latin-1")
    resp["ETag"] = etag
    resp["Content-Disposition"] = 'attachment; filename="valorisation.csv"'
    return resp


@login_required
def spot_check(request):
    """Tirage aléatoire de 20 articles pour le contrôle physique."""
    with connection.cursor() as cur:
        cur.execute("SELECT sku FROM stock_item WHERE quantity > 0")
        skus = [r[0] for r in cur.fetchall()]
    sample = random.sample(skus, min(20, len(skus)))
    return JsonResponse({"à_vérifier": sample})
