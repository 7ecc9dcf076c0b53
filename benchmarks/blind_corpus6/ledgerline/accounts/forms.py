from django import forms

from .models import Transaction


class StatementUploadForm(forms.Form):
    statement = forms.FileField(help_text="CAMT.053 XML or the bank's CSV export")

    def clean_statement(self):
        f = self.cleaned_data["statement"]
        if f.size > 5 * 1024 * 1024:
            raise forms.ValidationError("Statements larger than 5 MB are not supported.")
        return f


class TransactionForm(forms.ModelForm):
    class Meta:
        model = Transaction
        fields = ["posted_on", "memo", "category", "amount", "member"]
        widgets = {"posted_on": forms.DateInput(attrs={"type": "date"})}


class TransactionFilterForm(forms.Form):
    q = forms.CharField(required=False)
    category = forms.CharField(required=False)
    only_unreconciled = forms.BooleanField(required=False)
