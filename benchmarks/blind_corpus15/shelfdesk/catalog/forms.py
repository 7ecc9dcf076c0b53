from django import forms


class ShelfForm(forms.Form):
    shelf = forms.RegexField(regex=r"^[A-Z]{2}[0-9]{3}$", max_length=5)


class MarcUploadForm(forms.Form):
    record = forms.FileField()
    tag = forms.CharField(max_length=40, required=False)
    code = forms.CharField(max_length=40, required=False)
