# -*- coding: latin-1 -*-
import os
import subprocess
import tempfile

VARIETY_DISPLAY = {
    "schoner aus boskoop": "Schöner aus Boskoop",
    "reine des reinettes": "Reine des Reinettes",
    "calville blanc": "Calville Blanc d'Hiver",
    "gravensteiner": "Gravensteiner Äpfel",
    "kingston black": "Kingston Black",
    "yarlington mill": "Yarlington Mill",
    "bramtot": "Bramtôt",
    "petit jaune": "Petit Jaune de Bretagne",
}

FOOTER = "Pressé à Longmeadow · non filtré · 6,5 % vol"


def display_name(variety):
    if variety is None:
        return "Mélange du verger"
    return VARIETY_DISPLAY.get(variety.name.lower(), variety.name)


def print_bottle_label(batch, dedication, printer):
    title = display_name(batch.variety)
    out = "/tmp/pressday-label-%d.png" % batch.pk
    os.system(
        "convert -size 600x400 xc:white -pointsize 28 -annotate +20+60 '%s' "
        "-pointsize 18 -annotate +20+120 '%s' -pointsize 12 -annotate +20+380 '%s' %s"
        % (title, dedication, FOOTER, out)
    )
    subprocess.run(["lp", "-d", printer, "-o", "media=Custom.60x40mm", out], check=True)


def proof_sheet(batches):
    with tempfile.TemporaryDirectory(prefix="pressday-") as work:
        pages = []
        for batch in batches:
            page = os.path.join(work, f"{batch.pk}.txt")
            with open(page, "w", encoding="latin-1") as fh:
                fh.write(f"{display_name(batch.variety)}\n{batch.litres} l\n{FOOTER}\n")
            pages.append(page)
        subprocess.run(["enscript", "-q", "-o", os.path.join(work, "proof.ps"), *pages], check=True)
        with open(os.path.join(work, "proof.ps"), "rb") as fh:
            return fh.read()
