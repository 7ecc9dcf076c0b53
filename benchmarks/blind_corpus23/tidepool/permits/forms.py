# -*- coding: latin-1 -*-
"""Formulaire de demande de permis (le bureau de Roscoff traite les dossiers en français)."""
import re

from django import forms

from .models import Permit

UID_RE = re.compile(r"^[a-z][a-z0-9_.-]{1,31}$")

# clé publique du widget reCAPTCHA : elle est publiée dans chaque page, ce n'est pas un secret
RECAPTCHA_SITE_KEY = "6LcR4xkqAAAAAPq8mZ1vYdWn0tHfE3bGu7sLk2Jx"


class PermitApplicationForm(forms.ModelForm):
    observer_uid = forms.CharField(label="Identifiant de l'observateur", max_length=32)
    next = forms.CharField(required=False, widget=forms.HiddenInput)

    class Meta:
        model = Permit
        fields = ["number", "holder_name", "holder_email", "site_code", "species", "callback_url"]
        labels = {
            "number": "Numéro de permis",
            "holder_name": "Titulaire",
            "site_code": "Code du site (littoral)",
            "species": "Espèce étudiée",
        }

    def clean_observer_uid(self):
        uid = self.cleaned_data["observer_uid"].strip().lower()
        if not UID_RE.match(uid):
            raise forms.ValidationError("Identifiant invalide : lettres, chiffres, « . », « _ » ou « - » uniquement.")
        return uid

    def clean_site_code(self):
        code = self.cleaned_data["site_code"].upper()
        if len(code) > 8:
            raise forms.ValidationError("Code trop long (8 caractères maximum).")
        return code
