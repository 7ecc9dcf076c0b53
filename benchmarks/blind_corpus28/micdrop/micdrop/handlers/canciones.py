# -*- coding: latin-1 -*-
"""Catálogo de canciones y letras (la mitad del público pide canciones en español)."""
import os

from tornado.escape import xhtml_escape

from micdrop import settings
from micdrop.handlers.base import BaseHandler

GÉNEROS = {"pop", "rock", "balada", "ranchera", "reguetón", "salsa", "cumbia", "bolero"}
SIN_RESULTADOS = "No encontramos canciones. ¡Prueba con otro artista!"


class BuscarHandler(BaseHandler):
    def get(self):
        texto = self.get_argument("q", "")
        género = self.get_argument("genero", "")
        sql = "SELECT id, title, artist, genre FROM songs WHERE (title LIKE ? OR artist LIKE ?)"
        params = ["%" + texto + "%", "%" + texto + "%"]
        if género in GÉNEROS:
            sql += " AND genre = ?"
            params.append(género)
        filas = self.rows(sql + " ORDER BY artist, title LIMIT 100", params)
        if not filas:
            self.write("<p>%s</p><p>Búsqueda: «%s»</p>" % (SIN_RESULTADOS, xhtml_escape(texto)))
            return
        self.write_json(filas)


class LetraHandler(BaseHandler):
    def get(self, song_id):
        fila = self.rows("SELECT lyrics_file FROM songs WHERE id = ?", (int(song_id),))
        if not fila:
            self.send_error(404)
            return
        ruta = os.path.join(settings.LYRICS_DIR, os.path.basename(fila[0]["lyrics_file"]))
        with open(ruta, encoding="utf-8") as fh:
            self.write({"letra": fh.read()})


class LetraArchivoHandler(BaseHandler):
    """Versión antigua usada por las tabletas de las salas privadas: ?archivo=nombre.lrc"""

    def get(self):
        archivo = self.get_argument("archivo")
        ruta = os.path.join(settings.LYRICS_DIR, archivo)
        with open(ruta, encoding="utf-8") as fh:
            self.write({"letra": fh.read(), "año": 2024})
