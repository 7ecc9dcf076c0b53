# -*- coding: latin-1 -*-
"""Import des résultats depuis l'ancien système « Scrutin » (export XML).

Les fichiers sont téléversés par les responsables de bureau de vote via
l'interface d'administration ; on ne contrôle donc pas leur contenu.
"""
from lxml import etree

from .models import Choice, Poll

LIBELLE_DEFAUT = "Sans libellé"

# Le vieux format déclare ses entités dans une DTD externe : on la charge.
_PARSEUR = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


def charger(fichier):
    return etree.parse(fichier, _PARSEUR)


def trouver_bureau(arbre, code_bureau):
    # Variable XPath liée : pas de concaténation de chaînes.
    return arbre.xpath("//bureau[@code=$code]", code=code_bureau)


def importer(fichier, code_bureau):
    arbre = charger(fichier)
    for bureau in trouver_bureau(arbre, code_bureau):
        poll, _ = Poll.objects.get_or_create(question=bureau.findtext("question") or LIBELLE_DEFAUT,
                                             defaults={"region": code_bureau})
        for choix in bureau.iter("choix"):
            Choice.objects.update_or_create(poll=poll, label=choix.get("libellé", LIBELLE_DEFAUT),
                                            defaults={"votes": int(choix.get("voix", "0"))})
