from django import forms


class MoveSampleForm(forms.Form):
    barcode = forms.CharField(max_length=32)
    freezer = forms.CharField(max_length=32)
    shelf = forms.CharField(max_length=16)
    reason = forms.CharField(required=False, widget=forms.Textarea)

    def clean_barcode(self):
        value = self.cleaned_data["barcode"].strip().upper()
        # barcodes printed before 2016 had a trailing check letter
        return value[:-1] if value.endswith("X") else value


class PlateUploadForm(forms.Form):
    plate_file = forms.FileField()
    well = forms.CharField(max_length=8, required=False)


class LabelForm(forms.Form):
    barcode = forms.CharField(max_length=32)
    printer = forms.CharField(max_length=64)
    copies = forms.IntegerField(min_value=1, max_value=20, initial=1)
