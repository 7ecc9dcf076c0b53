# -*- coding: latin-1 -*-
"""Tariffs for the 2024 season.  Prices in £ (sterling).

Field names come from the original French owners' map:
Côte Sauvage, Forêt, Prés du Lac, Clos Fleuri.
"""
import ast
import random

FIELDS = {
    "Côte Sauvage": 28.50,
    "Forêt": 24.00,
    "Prés du Lac": 31.00,
    "Clos Fleuri": 22.50,
}

EXTRAS = {"électricité": 5.00, "chien": 2.50, "voiture supplémentaire": 3.00}


def price_for(pitch, nights, extras):
    base = FIELDS.get(pitch, 25.00)
    chosen = [e for e in (extras or "").split(",") if e in EXTRAS]
    return round((base + sum(EXTRAS[e] for e in chosen)) * max(1, nights), 2)


def parse_discounts(text):
    # "{'été': 0.1, 'hiver': 0.2}" as entered on the owner's price sheet
    return ast.literal_eval(text)


def apply_promo(total, formula):
    # formula comes from the booking form's promo field, e.g. "total * 0.9"
    return round(eval(formula, {"total": total}), 2)


def sample_review_order(reviews):
    return random.sample(reviews, k=min(3, len(reviews)))
