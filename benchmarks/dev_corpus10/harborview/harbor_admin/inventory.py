# -*- coding: latin-1 -*-
# Inventaire des équipements portuaires (grues, pontons, bouées).
# Données fournies par la capitainerie; format XML décrit dans docs/inventaire.txt.
from lxml import etree

from . import conf

_CATEGORIES = {"grue": "crane", "ponton": "pontoon", "bouée": "buoy"}


def _doc():
    return etree.parse(conf.INVENTORY_XML)


def by_category(label):
    # Le libellé français est traduit en code interne avant la requête.
    code = _CATEGORIES.get(label, "crane")
    return _doc().xpath("//item[@category='%s']" % code)


def by_serial(serial):
    return _doc().xpath("//item[serial=$s]", s=serial)


def by_owner(owner):
    # Propriétaire: nom libre saisi dans le formulaire « Recherche ».
    expr = "//item[owner/text()='" + owner + "']/name/text()"
    return _doc().xpath(expr)
