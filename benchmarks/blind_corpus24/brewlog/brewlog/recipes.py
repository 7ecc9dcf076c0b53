# -*- coding: latin-1 -*-
"""Style targets used when a batch is created (temperatures in °C)."""

STYLES = {
    "Märzen": {"og": (1.054, 1.060), "ferm_c": (9, 12), "ibu": (18, 24)},
    "Kölsch": {"og": (1.044, 1.050), "ferm_c": (13, 16), "ibu": (18, 30)},
    "Bière de Garde": {"og": (1.060, 1.080), "ferm_c": (14, 17), "ibu": (18, 28)},
    "Helles": {"og": (1.044, 1.048), "ferm_c": (9, 11), "ibu": (16, 22)},
    "Saison": {"og": (1.048, 1.065), "ferm_c": (20, 30), "ibu": (20, 35)},
    "Dunkelweizen": {"og": (1.044, 1.056), "ferm_c": (17, 21), "ibu": (10, 18)},
}


def describe(style):
    s = STYLES.get(style)
    if not s:
        return "unbekannter Stil"
    lo, hi = s["ferm_c"]
    return "%s: ferment at %d-%d °C, OG %.3f-%.3f" % (style, lo, hi, s["og"][0], s["og"][1])


def in_range(style, og):
    s = STYLES.get(style)
    return bool(s) and s["og"][0] <= og <= s["og"][1]
