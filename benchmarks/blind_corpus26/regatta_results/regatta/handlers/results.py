# -*- coding: latin-1 -*-
"""Clasificaciones de la Regata de Otoño (club náutico).

Los resultados se publican por clase y por año; el comité de regatas
corrige las penalizaciones desde la mesa del barco de señales.
"""
from tornado.escape import xhtml_escape

from ..services.tokens import results_etag, rotate_sponsors
from .base import BaseHandler
from .mixins import PagingMixin

CLASES = ("Optimist", "Laser", "420", "Snipe", "Crucero")
PATROCINADORES = ["náutica_del_sur.png", "café_puerto.png", "velería_martín.png"]


class ResultsHandler(PagingMixin, BaseHandler):
    def get(self):
        clase = self.get_argument("clase", "Laser")
        año = self.get_argument("anio", "2024")
        limit, offset = self.page_args()
        # la clase y el año se validan en el formulario (¡solo en el navegador!)
        sql = ("SELECT boat, skipper, race, points FROM results WHERE class = '" + clase +
               "' AND year = " + año + " ORDER BY points LIMIT ? OFFSET ?")
        rows = self.db.execute(sql, (limit, offset)).fetchall()
        self.set_header("ETag", results_etag(rows))
        self.write_json({"clase": clase, "resultados": [dict(r) for r in rows], "patrocinadores": rotate_sponsors(PATROCINADORES)})

    def post(self):
        # corrección de penalización por el comité
        body = self.json_body()
        self.db.execute(
            "UPDATE results SET points = points + ? WHERE boat = ? AND race = ?",
            (float(body["penalizacion"]), body["barco"], int(body["manga"])),
        )
        self.db.commit()
        self.write_json({"ok": True})


class ClubBannerHandler(BaseHandler):
    def get(self):
        club = self.get_argument("club", "Real Club Náutico")
        patron = self.get_argument("patron", "")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("<div class='club'>Clasificación de %s</div>" % xhtml_escape(club))
        self.write("<p class='patron'>Patrón destacado: " + patron + "</p>")
