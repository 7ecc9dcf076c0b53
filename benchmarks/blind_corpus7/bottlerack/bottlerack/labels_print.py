# -*- coding: latin-1 -*-
"""Impression des étiquettes pour les baies (imprimante Zebra du sous-sol).

Écrit par l'équipe réseau de Montréal ; les libellés restent en français.
"""
import os

LABEL_DIR = "/var/spool/bottlerack/étiquettes"
EN_TETE = "Numéro de série"
PIED = "Propriété de l'équipe réseau - ne pas déplacer"


def chemin_etiquette(nom):
    return os.path.join(LABEL_DIR, nom)


def lire_etiquette(nom):
    with open(chemin_etiquette(nom), "rb") as fh:
        return fh.read()


def formater(tag, serie):
    return "%s : %s\n%s\n« %s »" % (EN_TETE, serie, PIED, tag)


def envoyer(app):
    from bottle import request

    @app.get("/labels/print")
    def imprimer():
        return {"zpl": lire_etiquette(request.query.get("fichier", "defaut.zpl")).decode("latin-1")}
