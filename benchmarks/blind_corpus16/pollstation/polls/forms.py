from django import forms

from .models import Choice


class VoteForm(forms.Form):
    choice = forms.ModelChoiceField(queryset=Choice.objects.none())

    def __init__(self, poll, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["choice"].queryset = poll.choices.all()


class SearchForm(forms.Form):
    q = forms.CharField(max_length=100, required=False)


class TemplateUploadForm(forms.Form):
    template = forms.FileField()
