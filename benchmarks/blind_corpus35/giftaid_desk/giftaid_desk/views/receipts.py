# -*- coding: latin-1 -*-
"""Donation receipts (PDF) for Wrenfield Hospice shops.

Receipt wording agreed with the trustees: "Merci / Thank you - every £1
helps".  Shop names keep their accents (Café Côté Jardin, Brocante Thérèse).
"""
import hashlib
import os
import random

from .. import config
from ..request import Response
from ..router import route

FOOTER = "Wrenfield Hospice - reg. charity 1012345 - £1 = 25p Gift Aid"
SHOP_NAMES = {"CCJ": "Café Côté Jardin", "BTH": "Brocante Thérèse", "HST": "High Street"}


@route("/receipts/pdf")
def receipt_pdf(req):
    path = os.path.join(config.RECEIPT_DIR, req.arg("file"))
    with open(path, "rb") as fh:
        data = fh.read()
    resp = Response(data, content_type="application/pdf")
    resp.headers.append(("ETag", '"%s"' % hashlib.md5(data).hexdigest()))
    return resp


@route("/receipts/latest")
def latest(req):
    donation = int(req.arg("donation", "0"))
    path = os.path.join(config.RECEIPT_DIR, "%d.pdf" % donation)
    with open(path, "rb") as fh:
        data = fh.read()
    if random.random() < 0.05:
        print("receipt sample:", donation, SHOP_NAMES.get(req.arg("shop"), "?"))
    return Response(data, content_type="application/pdf")


@route("/receipts/footer")
def footer(req):
    return Response("<footer>%s</footer>" % FOOTER)
