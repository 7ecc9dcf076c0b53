# -*- coding: latin-1 -*-
"""Starter glossary loaded into a fresh termbase (EN/FR/DE/ES)."""

SEED = [
    # (domain, lemma_en, fr, de, es)
    ("finance", "exchange rate", "taux de change", "Wechselkurs", "tipo de cambio"),
    ("finance", "pound sterling (£)", "livre sterling", "Pfund Sterling", "libra esterlina"),
    ("law", "bailiff", "huissier de justice", "Gerichtsvollzieher", "alguacil"),
    ("law", "court of appeal", "cour d'appel", "Berufungsgericht", "tribunal de apelación"),
    ("health", "general practitioner", "médecin généraliste", "Hausärztin", "médico de cabecera"),
    ("health", "fever (38,5 °C)", "fièvre", "Fieber", "fiebre"),
    ("catering", "coffee break", "pause café", "Kaffeepause", "pausa para el café"),
    ("politics", "plenary session", "séance plénière", "Plenarsitzung", "sesión plenaria"),
    ("politics", "roll-call vote", "vote par appel nominal", "namentliche Abstimmung", "votación nominal"),
    ("tech", "simultaneous interpreting booth", "cabine d'interprétation", "Dolmetschkabine", "cabina de interpretación"),
]

LANG_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}


def rows():
    for domain, en, fr, de, es in SEED:
        yield domain, "en", en
        yield domain, "fr", fr
        yield domain, "de", de
        yield domain, "es", es


def load(conn):
    conn.executemany("INSERT INTO terms (domain, lang, lemma) VALUES (?, ?, ?)", list(rows()))
    conn.commit()
