import ast
import datetime

from django import forms

AREAS = [
    ("north", "North (Hillhead test centre)"),
    ("south", "South (Burnside test centre)"),
    ("east", "East (Dockside test centre)"),
]


class BookingForm(forms.Form):
    full_name = forms.CharField(max_length=120)
    email = forms.EmailField()
    phone = forms.RegexField(regex=r"^\+?[0-9 ]{10,15}$")
    licence_number = forms.RegexField(regex=r"^[A-Z9]{5}[0-9]{6}[A-Z9]{2}[0-9][A-Z]{2}$")
    area = forms.ChoiceField(choices=AREAS)
    slot = forms.CharField(help_text="Filled in by the calendar widget")

    def clean_slot(self):
        parts = ast.literal_eval(self.cleaned_data["slot"])
        try:
            return datetime.datetime(*[int(p) for p in parts][:5])
        except (TypeError, ValueError):
            raise forms.ValidationError("Pick a slot from the calendar.")


class PupilLoginForm(forms.Form):
    licence_number = forms.RegexField(regex=r"^[A-Z9]{5}[0-9]{6}[A-Z9]{2}[0-9][A-Z]{2}$")
    manage_code = forms.CharField(max_length=12)


class QuoteForm(forms.Form):
    hours = forms.CharField(max_length=40, help_text="e.g. 10*2 + 1.5")
    motorway = forms.BooleanField(required=False)


class RouteUploadForm(forms.Form):
    centre = forms.ChoiceField(choices=AREAS)
    route_file = forms.FileField()
