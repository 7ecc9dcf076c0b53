# -*- coding: latin-1 -*-
"""Allergen matrix printed on shelf tickets.  Names kept as on the French tickets."""
import hashlib
import random

ALLERGENS = {
    "Éclair au café": ["gluten", "lait", "oeufs"],
    "Crème brûlée": ["lait", "oeufs"],
    "Pain au chocolat": ["gluten", "lait", "soja"],
    "Financier aux amandes": ["gluten", "fruits à coque", "oeufs"],
    "Pâte de fruits": [],
    "Kouign-amann": ["gluten", "lait"],
}


def ticket(item):
    tags = ALLERGENS.get(item, [])
    return "%s  ·  %s" % (item, ", ".join(tags) if tags else "aucun allergène")


def ticket_checksum(text):
    # printer deduplication only: identical tickets aren't sent twice
    return hashlib.sha1(text.encode("latin-1")).hexdigest()[:12]


def tasting_order(items):
    items = list(items)
    random.shuffle(items)
    return items
