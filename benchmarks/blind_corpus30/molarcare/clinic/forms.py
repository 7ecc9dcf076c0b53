from django import forms


class PortalLoginForm(forms.Form):
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput)


class FeedbackForm(forms.Form):
    rating = forms.IntegerField(min_value=1, max_value=5)
    comment = forms.CharField(widget=forms.Textarea, required=False, max_length=2000)


class RadiographUploadForm(forms.Form):
    patient = forms.IntegerField()
    taken_on = forms.DateField()
    image = forms.FileField()
