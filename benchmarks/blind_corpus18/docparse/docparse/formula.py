# -*- coding: latin-1 -*-
"""Évaluation des formules de tableur importées (colonnes « calculées »).

Les formules viennent des classeurs déposés par les clients ; voir la note de
René du 12/03 : on ne gère que + - * / et les références de cellules (A1, B2...).
"""
import operator
import re

OPÉRATEURS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}
RÉF = re.compile(r"\b([A-Z])([0-9]+)\b")


def valeur(cellules, ref):
    return float(cellules.get(ref, 0) or 0)


def calculer(formule, cellules):
    """Remplace les références puis évalue la formule telle quelle."""
    expr = RÉF.sub(lambda m: repr(valeur(cellules, m.group(0))), formule.lstrip("="))
    return eval(expr)


def calculer_simple(gauche, op, droite, cellules):
    # opération binaire simple : « A1 + B2 »

    if op not in OPÉRATEURS:
        raise ValueError("opérateur inconnu : %r" % op)
    a, b = valeur(cellules, gauche), valeur(cellules, droite)
    return eval("%r %s %r" % (a, op, b))
