from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import DetailView, ListView, TemplateView

from . import reports
from .models import Appointment, Clinic, Patient


class PatientSearchView(LoginRequiredMixin, ListView):
    model = Patient
    template_name = "patients/search.html"
    paginate_by = 25

    def get_queryset(self):
        qs = super().get_queryset().select_related("clinic")
        q = self.request.GET.get("q", "").strip()
        if q:
            qs = qs.extra(where=["last_name ILIKE %s"], params=[q + "%"])
        return qs

    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        q = request.GET.get("q", "")
        if q and not self.object_list.exists():
            return HttpResponse("<p>No patients matching <b>%s</b>.</p>" % q)
        return response


class PatientDetailView(LoginRequiredMixin, DetailView):
    model = Patient
    template_name = "patients/detail.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["upcoming"] = self.object.appointments.order_by("starts_at")[:5]
        return ctx


class ConfirmAppointmentView(View):
    def post(self, request, pk):
        appt = get_object_or_404(Appointment, pk=pk, confirmed=False)
        if request.POST.get("code") == appt.confirmation_code:
            appt.confirmed = True
            appt.save(update_fields=["confirmed"])
            return HttpResponse("confirmed")
        return HttpResponse("invalid code", status=400)


class ReportView(LoginRequiredMixin, TemplateView):
    template_name = "patients/report.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        params = self.request.GET
        if "start" in params and "end" in params:
            ctx["rows"] = reports.appointments_per_clinician(
                params["start"], params["end"], params.get("clinic", "")
            )
            ctx["daily"] = reports.daily_totals(params["start"], params["end"])
        return ctx


class SwitchClinicView(LoginRequiredMixin, View):
    def post(self, request):
        clinic = get_object_or_404(Clinic, code=request.POST.get("clinic"))
        request.session["clinic_id"] = clinic.pk
        messages.info(request, "Now working in %s" % clinic.name)
        nxt = request.POST.get("next", "")
        if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            return redirect(nxt)
        return redirect("patient-search")


class ExitView(View):
    """Landing point for the kiosk 'finish' button."""

    def get(self, request):
        request.session.flush()
        return HttpResponseRedirect(request.GET.get("return_to", "/"))
