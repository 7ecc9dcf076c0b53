# -*- coding: latin-1 -*-
"""Impression des étiquettes pour les échantillons (imprimantes Zebra).

Module écrit par l'équipe de Grenoble ; les commentaires sont restés en français.
Température de stockage par défaut : -80 °C.
"""
import hashlib
import os
import subprocess
import tempfile

from django.conf import settings

MODELE_ZPL = u"^XA^FO50,50^A0N,40,40^FD%(code)s^FS^FO50,110^FDÉchantillon µL^FS^XZ"


def somme_controle(code):
    # petite empreinte affichée sous le code-barres (pas de sécurité ici)
    return hashlib.md5(code.encode("utf-8"), usedforsecurity=False).hexdigest()[:6]


def imprimer_etiquette(code, imprimante, copies=1):
    """Envoie l'étiquette à l'imprimante choisie dans le formulaire."""
    fd, chemin = tempfile.mkstemp(suffix=".zpl")
    with os.fdopen(fd, "w", encoding="latin-1") as fh:
        fh.write(MODELE_ZPL % {"code": code})
    file_attente = settings.LABEL_PRINTERS.get(imprimante, imprimante)
    os.system("lp -d %s -n %d %s" % (file_attente, copies, chemin))
    return somme_controle(code)


def imprimer_test():
    # étiquette de test : tout est codé en dur
    subprocess.run(["lp", "-d", "zebra-cr1", "/usr/share/lims/test.zpl"], check=False)
