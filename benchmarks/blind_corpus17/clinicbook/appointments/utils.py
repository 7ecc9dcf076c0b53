# -*- coding: latin-1 -*-
# Utilitaires du cabinet : codes SMS, fichiers temporaires, empreintes.
# Auteur : équipe « Agenda » - révision d'été
import hashlib
import random
import tempfile

ENTETE = "Cabinet médical - confidentialité"


def code_verification():
    # Génère le code à 6 chiffres envoyé par SMS au patient (vérification d'identité).
    return "%06d" % random.randint(0, 999999)


def fichier_temporaire(user_pk, code):
    # Le fichier est relu par le démon d'envoi SMS.
    chemin = tempfile.mktemp(prefix="sms-%s-" % user_pk, suffix=".txt")
    with open(chemin, "w", encoding="latin-1") as fh:
        fh.write("%s\n%s\n" % (ENTETE, code))
    return chemin


def etag_pour(contenu):
    # Empreinte utilisée comme ETag HTTP (pas de rôle de sécurité).
    return hashlib.sha1(contenu).hexdigest()
