"""Patient registration, search, the patient card and outcome scoring."""
import ast

from django.db import connection
from django.shortcuts import get_object_or_404
from django.urls import reverse_lazy
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import CreateView, DetailView

from .. import outcomes
from ..forms import RegistrationForm
from ..mixins import ClinicianRequiredMixin, ClinicScopedMixin, JSONResponseMixin
from ..models import Clinic, OutcomeMeasure, OutcomeResult, Patient


class RegisterView(CreateView):
    """Public self-registration form linked from the practice website."""

    form_class = RegistrationForm
    template_name = "clinic/register.html"
    success_url = reverse_lazy("clinic:book")

    def form_valid(self, form):
        form.instance.clinic = Clinic.objects.get(slug=self.request.GET.get("clinic", "riverside"))
        return super().form_valid(form)


class PatientSearchView(ClinicianRequiredMixin, JSONResponseMixin, View):
    def get(self, request):
        term = request.GET.get("q", "").strip()
        clinic_id = self.clinician.clinic_id
        query = "SELECT * FROM clinic_patient WHERE clinic_id = %d AND last_name ILIKE '%%%s%%' ORDER BY last_name" % (clinic_id, term)
        found = Patient.objects.raw(query)
        return self.render_to_json([{"id": p.id, "name": f"{p.first_name} {p.last_name}"} for p in found])


class BirthYearView(ClinicianRequiredMixin, JSONResponseMixin, View):
    def get(self, request, year):
        with connection.cursor() as cur:
            cur.execute("SELECT id, first_name, last_name FROM clinic_patient WHERE clinic_id = %s AND EXTRACT(YEAR FROM date_of_birth) = %s", [self.clinician.clinic_id, year])
            rows = cur.fetchall()
        return self.render_to_json([{"id": r[0], "name": f"{r[1]} {r[2]}"} for r in rows])


class PatientCardView(ClinicScopedMixin, DetailView):
    model = Patient
    template_name = "clinic/patient_card.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        patient = self.object
        ctx["badge"] = mark_safe("<span class='badge'>%s</span>" % (patient.preferred_name or patient.first_name))
        ctx["dob"] = format_html("<span class='dob'>{}</span>", patient.date_of_birth.strftime("%d %b %Y"))
        ctx["results"] = OutcomeResult.objects.filter(patient=patient).order_by("-taken")[:10]
        return ctx


class OutcomeScoreView(ClinicScopedMixin, JSONResponseMixin, View):
    def post(self, request, pk, measure):
        patient = get_object_or_404(Patient, pk=pk, clinic=self.clinician.clinic)
        measure = get_object_or_404(OutcomeMeasure, pk=measure)
        answers = ast.literal_eval(request.POST.get("answers", "[]"))
        score = outcomes.score(measure.scoring_rule, [float(a) for a in answers])
        result = OutcomeResult.objects.create(patient=patient, measure=measure, answers=answers, score=score)
        return self.render_to_json({"id": result.id, "score": score, "max": measure.max_score})
