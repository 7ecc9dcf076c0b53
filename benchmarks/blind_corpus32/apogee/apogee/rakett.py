# -*- coding: latin-1 -*-
"""Utveksling av oppskytingsrapporter med søsterklubben i Trondheim.

Rapportene hentes fra klubbens server og leses med lxml;
vi sender våre egne rapporter tilbake med en Content-MD5-sjekksum som
serveren deres krever for å oppdage avkortede opplastinger.
"""
import base64
import hashlib

import requests
from lxml import etree

KLUBBSERVER = "https://rapporter.trondheim-rakettklubb.no/api/oppskytinger.xml"
KLUBB_PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)


def hent_oppskytinger():
    svar = requests.get(KLUBBSERVER, timeout=20)
    svar.raise_for_status()
    return etree.fromstring(svar.content, KLUBB_PARSER)


def finn_rakett(rot, rakettnavn):
    treff = rot.xpath("//oppskyting[rakett=$navn]", navn=rakettnavn)
    return [
        {
            "rakett": o.findtext("rakett"),
            "høyde_m": o.findtext("høyde"),
            "værforhold": o.findtext("vær") or "ukjent",
        }
        for o in treff
    ]


def send_rapport(xml_bytes):
    sjekksum = base64.b64encode(hashlib.md5(xml_bytes).digest()).decode("ascii")
    hoder = {"Content-Type": "application/xml; charset=utf-8", "Content-MD5": sjekksum}
    return requests.post(KLUBBSERVER, data=xml_bytes, headers=hoder, timeout=20).status_code
