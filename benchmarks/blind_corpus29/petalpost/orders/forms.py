from django import forms

PRINTERS = [("counter", "Counter"), ("workshop", "Workshop"), ("van", "Van")]


class OrderSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=80)
    postcode = forms.RegexField(regex=r"^[A-Z0-9 ]{2,8}$", required=False)


class CardMessageForm(forms.Form):
    recipient = forms.CharField(max_length=120)
    message = forms.CharField(widget=forms.Textarea, max_length=400)


class LabelForm(forms.Form):
    printer = forms.ChoiceField(choices=PRINTERS)
    copies = forms.IntegerField(min_value=1, max_value=20)
    ribbon_text = forms.CharField(max_length=60, required=False)


class ProofForm(forms.Form):
    name = forms.RegexField(regex=r"^[A-Za-z0-9_-]{1,40}\.jpg$")
