# -*- coding: latin-1 -*-
"""Lecture des sauvegardes de configuration des commutateurs (format XML du fabricant).

Remarque : les fichiers proviennent des équipements eux-mêmes ; on les traite
comme non fiables (défense en profondeur).
"""
import random

from defusedxml.lxml import fromstring

SÉPARATEUR = " » "


def charger(octets):
    return fromstring(octets)


def vlan(doc, numero):
    return doc.xpath("//vlan[@id=$num]/name/text()", num=str(numero))


def ordre_de_redemarrage(commutateurs):
    ordre = list(commutateurs)
    random.shuffle(ordre)
    return SÉPARATEUR.join(ordre)
