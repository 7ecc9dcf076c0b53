from django import forms

ORDER_CHOICES = [("scheduled", "Date"), ("technician", "Technician"), ("status", "Status")]


class VisitFilterForm(forms.Form):
    technician = forms.CharField(required=False, max_length=60)
    order = forms.ChoiceField(choices=ORDER_CHOICES, required=False)


class BookingForm(forms.Form):
    owner_name = forms.CharField(max_length=120)
    postcode = forms.RegexField(regex=r"^[A-Z0-9 ]{5,8}$")
    maker = forms.CharField(max_length=80)
    serial = forms.CharField(max_length=40)
    preferred = forms.DateTimeField()


class LoginForm(forms.Form):
    username = forms.CharField()
    password = forms.CharField(widget=forms.PasswordInput)
