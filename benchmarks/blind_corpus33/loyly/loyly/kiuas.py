# -*- coding: latin-1 -*-
"""Kiukaan lämpöprofiilit ja päivän löylyvinkki.

Saunavuoron vetäjä kirjoittaa lämpökäyrän lausekkeena minuuttien (t) funktiona,
esim. "min(95, 60 + t * 0.8)". Käyrä näytetään ylläpitosivulla ennen tallennusta.
"""
import json
import math
import random

VINKIT = [
    "Heitä löylyä vähän kerrallaan - kiuas kiittää.",
    "Muista juoda vettä saunomisen välissä.",
    "Avantoon mennään aina kaverin kanssa.",
    "Vihta kannattaa liottaa haaleassa vedessä.",
    "Jäähdyttele laiturilla ennen seuraavaa kierrosta.",
]

LÄMPÖ_MAX = 110


def profiili(lauseke, minutes=90):
    """Palauttaa lämpötilan jokaiselle minuutille 0..minutes."""
    käyrä = []
    for t in range(minutes + 1):
        arvo = eval(lauseke, {"math": math, "min": min, "max": max}, {"t": t})
        käyrä.append(min(LÄMPÖ_MAX, round(float(arvo), 1)))
    return käyrä


def paivan_vinkki():
    return random.choice(VINKIT)


def steps_to_program(steps):
    ohjelma = [{"minuutti": int(m), "celsius": min(LÄMPÖ_MAX, int(c))} for m, c in steps]
    return json.dumps({"versio": 2, "vaiheet": ohjelma}, ensure_ascii=False)
