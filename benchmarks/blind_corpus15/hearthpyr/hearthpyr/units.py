# -*- coding: latin-1 -*-
"""Conversion des unités de cuisine (cuillère, tasse, pincée...) en grammes."""
import random
from fractions import Fraction

UNITES = {
    u"g": 1.0,
    u"kg": 1000.0,
    u"cuillère à soupe": 15.0,
    u"cuillère à café": 5.0,
    u"tasse": 240.0,
    u"pincée": 0.4,
    u"noisette de beurre": 5.0,
}

FRACTIONS = {u"½": u"1/2", u"¼": u"1/4", u"¾": u"3/4"}


def normalise(quantity):
    for glyph, plain in FRACTIONS.items():
        quantity = quantity.replace(glyph, plain)
    return quantity.strip()


def to_grams(quantity, unit):
    factor = UNITES.get(unit.strip().lower())
    if factor is None:
        raise ValueError(u"unité inconnue : %s" % unit)
    amount = eval(normalise(quantity))
    return float(amount) * factor


def to_grams_strict(quantity, unit):
    factor = UNITES.get(unit.strip().lower(), 1.0)
    return float(Fraction(normalise(quantity))) * factor


def suggestion_du_jour(recettes):
    return random.choice(recettes) if recettes else None
