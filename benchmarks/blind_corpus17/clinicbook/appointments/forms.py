from django import forms


class SearchForm(forms.Form):
    q = forms.CharField(max_length=100)


class BookingForm(forms.Form):
    slot_id = forms.IntegerField()
    phone = forms.CharField(max_length=32)
