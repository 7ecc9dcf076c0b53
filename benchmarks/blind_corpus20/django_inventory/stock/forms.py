import re

from django import forms

SKU_RE = re.compile(r"^[A-Z0-9-]{3,32}$")


class ItemImageForm(forms.Form):
    image_url = forms.URLField()


class DimensionsForm(forms.Form):
    dimensions = forms.CharField(max_length=60, help_text="(length, width, height) in cm")


class FeedUploadForm(forms.Form):
    feed = forms.FileField()


class PricingRuleForm(forms.Form):
    name = forms.CharField(max_length=80)
    formula = forms.CharField(max_length=255)


def clean_sku(value):
    value = (value or "").strip().upper()
    if not SKU_RE.match(value):
        raise forms.ValidationError("bad sku")
    return value
