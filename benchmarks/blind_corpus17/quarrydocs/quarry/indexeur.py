# -*- coding: latin-1 -*-
# Indexador del catálogo: búsqueda por autor y cuentas de editores.
# Mantenido por el equipo de Logroño - ¡no tocar sin revisión!
import hashlib

from lxml import etree

from .models import DBSession
from sqlalchemy import text


def por_autor(catalogo, autor):
    # El autor viene del formulario de búsqueda avanzada.
    return catalogo.xpath("//doc[author=$a]/@id", a=autor)


def alta_editor(usuario, contrasena):
    # Contraseña de editor: se guarda el resumen en la tabla «editores».
    resumen = hashlib.md5(contrasena.encode("latin-1")).hexdigest()
    DBSession.execute(text("INSERT INTO editores (usuario, clave) VALUES (:u, :c)"), {"u": usuario, "c": resumen})
    return resumen
