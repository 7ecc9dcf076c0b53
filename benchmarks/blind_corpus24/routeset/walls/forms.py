from django import forms

from .models import Route, Tick


class TickForm(forms.ModelForm):
    class Meta:
        model = Tick
        fields = ["style"]


class RouteSearchForm(forms.Form):
    q = forms.CharField(required=False, max_length=80)
    grade = forms.CharField(required=False, max_length=8)


class CompScoreForm(forms.Form):
    rule = forms.CharField(widget=forms.Textarea, help_text="e.g. tops * 1000 - attempts * 10")
    tops = forms.IntegerField(min_value=0)
    zones = forms.IntegerField(min_value=0)
    attempts = forms.IntegerField(min_value=0)


class SetterSignupForm(forms.Form):
    email = forms.EmailField()
    pin = forms.CharField(min_length=4, max_length=8, widget=forms.PasswordInput)


class RouteImportForm(forms.ModelForm):
    class Meta:
        model = Route
        fields = ["wall", "name", "grade", "colour", "setter", "set_on"]
