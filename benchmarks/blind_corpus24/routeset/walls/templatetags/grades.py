# -*- coding: latin-1 -*-
"""Étiquettes de cotation pour les voies (tags de gabarit)."""
from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

COULEURS = {
    "jaune": "#f5d000",
    "vert": "#2e9e44",
    "bleu": "#1f5fbf",
    "rouge": "#c8102e",
    "noir": "#111111",
    "violet": "#6a2c91",
}

NIVEAUX = ["débutant", "intermédiaire", "confirmé", "très difficile"]


def niveau(cotation):
    """Convertit une cotation fontainebleau (ex. « 6a+ ») en niveau."""
    try:
        n = int(cotation[0])
    except (ValueError, IndexError):
        return "?"
    if n <= 4:
        return NIVEAUX[0]
    if n == 5:
        return NIVEAUX[1]
    if n == 6:
        return NIVEAUX[2]
    return NIVEAUX[3]


@register.simple_tag
def route_badge(route):
    couleur = COULEURS.get(route.colour, "#999")
    return format_html('<span class="badge" style="background:{}">{} &middot; {}</span>', couleur, route.grade, route.name)


@register.simple_tag
def setter_credit(route):
    return mark_safe(f"<small>ouvert par <b>{route.setter}</b> · {niveau(route.grade)}</small>")


@register.filter
def degres(angle):
    return f"{angle}°"
