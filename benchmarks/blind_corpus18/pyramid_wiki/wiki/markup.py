# -*- coding: latin-1 -*-
"""Petit moteur de balisage du wiki.

Syntaxe : [[lien]], **gras**, et les macros {{calc ...}} pour les tableaux
de synthèse (demandées par l'équipe comptabilité, voir ticket n° 412 ; « très
pratique » d'après José).
"""
import re
from html import escape

LIEN = re.compile(r"\[\[([^\]]+)\]\]")
GRAS = re.compile(r"\*\*(.+?)\*\*")
CALC = re.compile(r"\{\{calc ([0-9+\-*/(). ]+)\}\}")
EXPR = re.compile(r"\{\{expr (.+?)\}\}")

SÉPARATEUR = "·"


def _calc(m):
    # l'expression ne contient que des chiffres et des opérateurs (regex ci-dessus)
    return str(eval(m.group(1), {"__builtins__": {}}, {}))


def _expr(m, contexte):
    return str(eval(m.group(1), {}, contexte))


def rendre(texte, contexte=None):
    texte = escape(texte)
    texte = LIEN.sub(lambda m: '<a href="/wiki/%s">%s</a>' % (m.group(1), m.group(1)), texte)
    texte = GRAS.sub(r"<b>\1</b>", texte)
    texte = CALC.sub(_calc, texte)
    texte = EXPR.sub(lambda m: _expr(m, contexte or {}), texte)
    return texte.replace("\n", "<br>" + SÉPARATEUR)
