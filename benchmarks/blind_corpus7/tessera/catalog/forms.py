from django import forms


class ReviewForm(forms.Form):
    rating = forms.IntegerField(min_value=1, max_value=5)
    body = forms.CharField(widget=forms.Textarea, max_length=4000)


class ImportImageForm(forms.Form):
    sku = forms.CharField(max_length=32)
    image_url = forms.URLField()


class NewsletterPreviewForm(forms.Form):
    subject = forms.CharField(max_length=200)
    body = forms.CharField(widget=forms.Textarea)
