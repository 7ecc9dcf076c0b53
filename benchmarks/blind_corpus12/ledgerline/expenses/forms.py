from django import forms
from django.conf import settings

from .models import Expense


class ExpenseForm(forms.ModelForm):
    class Meta:
        model = Expense
        fields = ["vendor", "category", "amount", "note", "spent_on", "receipt"]


class PrintForm(forms.Form):
    _selected_action = forms.CharField(widget=forms.MultipleHiddenInput)
    printer = forms.CharField(max_length=64)
    copies = forms.IntegerField(min_value=1, max_value=5, initial=1)


class PrinterChoiceForm(forms.Form):
    printer = forms.ChoiceField(choices=[(p, p) for p in settings.RECEIPT_PRINTERS])
