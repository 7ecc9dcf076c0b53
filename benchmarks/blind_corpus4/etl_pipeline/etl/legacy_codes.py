# -*- coding: cp1252 -*-
"""Product code mapping from the old AS/400 system.

Libellés copied verbatim from the mainframe export – keep the “smart quotes”,
the finance team greps for them.  Prices in €.
"""
from sqlalchemy import text

from .db import engine

LEGACY_FAMILIES = {
    "ALI": "Alimentaire – épicerie",
    "BOI": "Boissons",
    "DPH": "Droguerie / parfumerie / hygiène",
    "TEX": "Textile – été",
}


def family_label(code):
    return LEGACY_FAMILIES.get(code[:3].upper(), "Divers")


def legacy_price(sku):
    with engine().connect() as conn:
        row = conn.execute(text("SELECT prix_ttc FROM legacy.articles WHERE code_article = :sku"),
                           {"sku": sku}).fetchone()
    return row[0] if row else None


def describe(sku):
    price = legacy_price(sku)
    return "%s — %s €" % (family_label(sku), price if price is not None else "n/c")
