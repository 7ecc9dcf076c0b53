from django import forms
from django.conf import settings


class SearchForm(forms.Form):
    q = forms.CharField(max_length=80, required=False)
    max_days = forms.IntegerField(min_value=1, max_value=90, required=False)


class LabelForm(forms.Form):
    seed_id = forms.IntegerField()
    printer = forms.CharField(max_length=40)
    printer_choice = forms.ChoiceField(choices=[(p, p) for p in settings.LABEL_PRINTERS], required=False)


class JoinForm(forms.Form):
    email = forms.EmailField()
    next = forms.CharField(required=False)
