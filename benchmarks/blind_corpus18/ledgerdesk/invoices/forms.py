import re

from django import forms

NUMBER_RE = re.compile(r"^INV-\d{4}-\d{5}$")


class InvoiceFilterForm(forms.Form):
    status = forms.ChoiceField(choices=[("draft", "draft"), ("sent", "sent"), ("paid", "paid")])
    min_total = forms.IntegerField(required=False, min_value=0)
    number = forms.CharField(required=False)

    def clean_number(self):
        value = self.cleaned_data.get("number", "")
        if value and not NUMBER_RE.match(value):
            raise forms.ValidationError("invalid invoice number")
        return value


class NoteForm(forms.Form):
    text = forms.CharField(widget=forms.Textarea, max_length=4000)
