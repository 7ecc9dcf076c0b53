"""Letters, invoices, scans, home exercise programmes and referrals."""
import os

import requests
import yaml
from django.conf import settings
from django.http import FileResponse, Http404, JsonResponse
from django.shortcuts import get_object_or_404
from django.views import View
from django.views.generic import FormView

from .. import letters, referrals
from ..forms import LetterForm, NhsNumberForm, ScanLinkForm, UploadForm
from ..mixins import ClinicianRequiredMixin, ClinicScopedMixin
from ..models import HomeProgramme, Patient


class LetterCreateView(ClinicianRequiredMixin, FormView):
    form_class = LetterForm
    template_name = "clinic/letter_form.html"

    def form_valid(self, form):
        patient = get_object_or_404(Patient, pk=self.kwargs["pk"], clinic=self.clinician.clinic)
        name = letters.render_letter(patient, form.cleaned_data["title"], form.cleaned_data["body"])
        return JsonResponse({"file": name})


class InvoiceView(ClinicianRequiredMixin, View):
    def post(self, request, pk):
        patient = get_object_or_404(Patient, pk=pk, clinic=self.clinician.clinic)
        return JsonResponse({"file": letters.render_invoice(patient.pk, request.POST.getlist("items"))})


class LetterDownloadView(ClinicianRequiredMixin, View):
    def get(self, request):
        path = os.path.join(settings.LETTER_DIR, request.GET["name"])
        return FileResponse(open(path, "rb"), as_attachment=True)


class ScanDownloadView(ClinicianRequiredMixin, View):
    def get(self, request, name):
        root = os.path.realpath(settings.SCAN_DIR)
        path = os.path.realpath(os.path.join(root, name))
        if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
            raise Http404
        return FileResponse(open(path, "rb"))


class ProgrammeImportView(ClinicScopedMixin, FormView):
    """Patients upload the export file from the home-exercise phone app."""

    form_class = UploadForm
    template_name = "clinic/upload.html"

    def form_valid(self, form):
        patient = get_object_or_404(Patient, pk=self.kwargs["pk"])
        data = yaml.load(form.cleaned_data["file"].read(), Loader=yaml.Loader)
        programme, _ = HomeProgramme.objects.get_or_create(patient=patient)
        programme.exercises = [{"name": e["name"], "reps": int(e.get("reps", 10))} for e in data.get("exercises", [])]
        programme.save()
        return JsonResponse({"exercises": len(programme.exercises)})


class ProgrammeTemplateView(ClinicianRequiredMixin, FormView):
    form_class = UploadForm
    template_name = "clinic/upload.html"

    def form_valid(self, form):
        data = yaml.safe_load(form.cleaned_data["file"].read())
        return JsonResponse({"template": data.get("name"), "exercises": len(data.get("exercises", []))})


class ExerciseLibraryView(ClinicianRequiredMixin, View):
    def get(self, request):
        found = referrals.exercises_for_region(request.GET.get("region", "knee"))
        return JsonResponse({"exercises": found})


class ReferralUploadView(ClinicianRequiredMixin, FormView):
    form_class = UploadForm
    template_name = "clinic/upload.html"

    def form_valid(self, form):
        summary = referrals.read_cda(form.cleaned_data["file"].read())
        return JsonResponse(summary)


class ReferralLookupView(ClinicianRequiredMixin, FormView):
    form_class = NhsNumberForm
    template_name = "clinic/referral_lookup.html"

    def form_valid(self, form):
        return JsonResponse(referrals.fetch_referral(form.cleaned_data["nhs_number"]))


class ScanLinkView(FormView):
    """Public form: new patients paste a link to an imaging report."""

    form_class = ScanLinkForm
    template_name = "clinic/scan_link.html"

    def form_valid(self, form):
        resp = requests.get(form.cleaned_data["scan_url"], timeout=10)
        name = "scan-%d.pdf" % abs(hash(form.cleaned_data["scan_url"]))
        with open(os.path.join(settings.SCAN_DIR, name), "wb") as fh:
            fh.write(resp.content)
        return JsonResponse({"stored": name, "bytes": len(resp.content)})
