from django import forms

from .models import Household

CATEGORIES = [("tins", "Tins"), ("dry", "Dry goods"), ("toiletries", "Toiletries"), ("baby", "Baby"), ("fresh", "Fresh")]


class HouseholdForm(forms.ModelForm):
    class Meta:
        model = Household
        fields = ["surname", "postcode", "adults", "children", "dietary", "notes"]


class StockFilterForm(forms.Form):
    category = forms.ChoiceField(choices=CATEGORIES, required=False)
    below = forms.IntegerField(min_value=0, max_value=10000, required=False)
    sort = forms.ChoiceField(choices=[("name", "Name"), ("quantity", "Quantity"), ("best_before", "Best before")],
                             required=False)


class ParcelForm(forms.Form):
    household = forms.RegexField(regex=r"^[A-Z]{2}\d{4,8}$")
    size = forms.ChoiceField(choices=[("S", "Small"), ("M", "Medium"), ("L", "Large")])


class DonationForm(forms.Form):
    barcode = forms.RegexField(regex=r"^\d{8,14}$")
    quantity = forms.IntegerField(min_value=1, max_value=500)
