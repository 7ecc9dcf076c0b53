# -*- coding: latin-1 -*-
"""Rapports d'entretien des phares (Créac'h, Kéréon, Ar-Men).

Les gardiens consultent ici le journal scanné et le résumé de leurs visites.
"""
import html
import os

import falcon

from .. import config
from ..db import cursor

TITRE = "Journal d'entretien - résumé du gardien"
PIED = "Généré par le service des phares · Brest"


class KeeperReportResource:
    def on_get(self, req, resp):
        keeper = req.get_param("keeper") or ""
        with cursor() as cur:
            cur.execute("SELECT station, inspected_at, notes FROM inspections WHERE keeper = ?", (keeper,))
            rows = cur.fetchall()

        items = "".join(
            "<li>%s &middot; %s &middot; %s</li>" % (html.escape(r["station"]), html.escape(r["inspected_at"] or ""), html.escape(r["notes"] or ""))
            for r in rows
        )
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h1>%s</h1><ul>%s</ul><footer>%s</footer>" % (TITRE, items, PIED)


class StationBannerResource:
    """Bandeau affiché en haut de la page d'un phare."""

    def on_get(self, req, resp):
        station = req.get_param("station") or ""
        # en-tête : le nom du phare demandé est recopié tel quel
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<div class='banner'>Phare : %s - %s</div>" % (station, PIED)


class ScanDownloadResource:
    """Télécharge une page scannée du journal de bord."""

    def on_get(self, req, resp):
        name = req.get_param("page", required=True)
        full = os.path.join(config.SCANS_DIR, name)
        resp.content_type = "image/tiff"
        with open(full, "rb") as fh:
            resp.data = fh.read()

    def on_get_thumb(self, req, resp):
        name = os.path.basename(req.get_param("page", required=True))
        root = os.path.realpath(os.path.join(config.SCANS_DIR, "thumbs"))
        target = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, target]) != root:
            raise falcon.HTTPForbidden()
        resp.content_type = "image/png"
        with open(target, "rb") as fh:
            resp.data = fh.read()
