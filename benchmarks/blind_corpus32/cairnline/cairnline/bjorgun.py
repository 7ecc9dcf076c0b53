# -*- coding: latin-1 -*-
"""Samskipti við íslensku systursveitina (Slysavarnafélagið Landsbjörg).

Sendir stuttar útkallsskýrslur til Landsbjargar eftir hvert sameiginlegt
útkall.
"""
import json
import random
import time
import urllib.request

GRUNNSLÓÐ = "https://samskipti.landsbjorg.is/api/v2/skyrslur"
TILRAUNIR = 3


def búa_til_skýrslu(útkall):
    return {
        "auðkenni": útkall["id"],
        "svæði": útkall["area"],
        "lýsing": útkall["summary"],
        "dagsetning": str(útkall["started_at"]),
        "sveit": "Cairnline MRT (Skotland)",
    }


def senda_skýrslu(útkall):
    gögn = json.dumps(búa_til_skýrslu(útkall), ensure_ascii=False).encode("utf-8")
    for tilraun in range(TILRAUNIR):
        beiðni = urllib.request.Request(
            GRUNNSLÓÐ, data=gögn, headers={"Content-Type": "application/json; charset=utf-8"}
        )
        try:
            with urllib.request.urlopen(beiðni, timeout=15) as svar:
                return svar.status
        except OSError:
            biðtími = 2 ** tilraun + random.uniform(0, 0.5)
            time.sleep(biðtími)
    return None
