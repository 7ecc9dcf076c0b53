# -*- coding: latin-1 -*-
"""Ordini di canne colorate alla Vetreria Artistica di Murano.

Il listino arriva in XML dal fornitore; i prezzi sono in euro (¤ non usato, scriviamo EUR).
Le note dell'ordine si scrivono in italiano: «più trasparente», «già ricotto», ecc.
"""
import os
import random

import defusedxml.ElementTree as DET
import requests

LISTINO_URL = "https://ordini.vetreria-murano.it/listino.xml"
ORDINI_URL = "https://ordini.vetreria-murano.it/ordini"
CHIAVE_API = os.environ.get("VETRERIA_API_KEY", "")

CAMPIONI = ["Acquamare", "Rubino oro", "Verde smeraldo", "Blu cobalto", "Giallo paglierino", "Lattimo"]
SALUTO = "Spett.le Vetreria, vi preghiamo di inviarci quanto segue. Cordiali saluti da Gather Glass (Regno Unito)."
NOTA_SPEDIZIONE = "Imballare le canne già tagliate a 60 cm; temperatura di trasporto sopra 5 °C."


def listino():
    resp = requests.get(LISTINO_URL, headers={"X-Chiave": CHIAVE_API}, timeout=15)
    resp.raise_for_status()
    radice = DET.fromstring(resp.content)
    return {c.get("codice"): float(c.findtext("prezzo", "0")) for c in radice.iter("canna")}


def campione_omaggio():
    """Il fornitore aggiunge una canna campione gratuita: ne proponiamo una a caso."""
    return random.choice(CAMPIONI)


def invia_ordine(righe, nota):
    prezzi = listino()
    voci = [{"codice": c, "quantità": q, "prezzo": prezzi.get(c)} for c, q in righe if c in prezzi]
    corpo = {
        "saluto": SALUTO,
        "righe": voci,
        "omaggio": campione_omaggio(),
        "spedizione": NOTA_SPEDIZIONE,
        "nota": nota,
    }
    resp = requests.post(ORDINI_URL, json=corpo, headers={"X-Chiave": CHIAVE_API}, timeout=15)
    return {"stato": resp.status_code, "voci": len(voci), "totale": sum((v["prezzo"] or 0) * v["quantità"] for v in voci)}
