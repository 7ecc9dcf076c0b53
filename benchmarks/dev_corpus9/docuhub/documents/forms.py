from django import forms

from .models import Document


class UploadForm(forms.ModelForm):
    class Meta:
        model = Document
        fields = ["title", "folder", "file", "tags"]

    def clean_file(self):
        f = self.cleaned_data["file"]
        if f.size > 50 * 1024 * 1024:
            raise forms.ValidationError("Files are limited to 50 MB.")
        return f


class SharePasswordForm(forms.Form):
    password = forms.CharField(widget=forms.PasswordInput)
