from django import forms

from .models import Patient


class RegistrationForm(forms.ModelForm):
    class Meta:
        model = Patient
        fields = ["first_name", "last_name", "preferred_name", "date_of_birth", "email", "phone"]


class KioskLoginForm(forms.Form):
    username = forms.CharField(max_length=60)
    pin = forms.CharField(max_length=8)


class PortalLoginForm(forms.Form):
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput)


class LetterForm(forms.Form):
    title = forms.CharField(max_length=120)
    body = forms.CharField(widget=forms.Textarea)


class ScanLinkForm(forms.Form):
    scan_url = forms.URLField(label="Link to your scan report")


class NhsNumberForm(forms.Form):
    nhs_number = forms.RegexField(regex=r"^\d{10}$")


class UploadForm(forms.Form):
    file = forms.FileField()
