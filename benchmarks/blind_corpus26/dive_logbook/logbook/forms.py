from django import forms

from .models import Dive

GAS_CHOICES = [("Air", "Air"), ("EAN32", "Nitrox 32"), ("EAN36", "Nitrox 36"), ("Tx18/45", "Trimix 18/45")]


class DiveForm(forms.ModelForm):
    class Meta:
        model = Dive
        fields = ["site", "date", "max_depth_m", "bottom_time_min", "gas", "notes", "buddy"]


class ComputerUploadForm(forms.Form):
    export = forms.FileField(help_text="UDDF export from your dive computer software")
    model = forms.CharField(max_length=40, required=False)


class LoginForm(forms.Form):
    username = forms.CharField(max_length=60)
    password = forms.CharField(widget=forms.PasswordInput)


class GasPlanForm(forms.Form):
    depth_m = forms.FloatField(min_value=0, max_value=150)
    o2_fraction = forms.FloatField(min_value=0.05, max_value=1.0)
    ppo2_limit = forms.FloatField(min_value=1.0, max_value=1.6, initial=1.4)
    formula = forms.CharField(required=False, help_text="optional custom MOD formula")
