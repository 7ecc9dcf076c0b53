import random

from django.contrib.auth import authenticate, login, logout
from django.http import HttpResponse, HttpResponseRedirect, JsonResponse
from django.urls import reverse
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.generic import FormView, ListView, View

from .forms import FeedbackForm, PortalLoginForm
from .models import Appointment, Patient

TIPS = [
    "Brush for two minutes, twice a day.",
    "Spit, don't rinse, after brushing.",
    "Clean between your teeth once a day.",
]


class PatientListView(ListView):
    template_name = "clinic/patients.html"
    paginate_by = 25

    def get_queryset(self):
        surname = self.request.GET.get("surname", "")
        born = self.request.GET.get("born", "")
        sql = "SELECT * FROM clinic_patient WHERE surname ILIKE '%%" + surname + "%%'"
        if born:
            sql += " AND date_of_birth = '" + born + "'"
        return Patient.objects.raw(sql + " ORDER BY surname")


class AppointmentListView(ListView):
    template_name = "clinic/appointments.html"

    def get_queryset(self):
        qs = Appointment.objects.select_related("patient", "clinician")
        clinician = self.request.GET.get("clinician")
        if clinician:
            qs = qs.extra(where=["clinician_id = %s"], params=[clinician])
        return qs.order_by("starts_at")


class PortalLoginView(FormView):
    template_name = "clinic/login.html"
    form_class = PortalLoginForm

    def form_valid(self, form):
        user = authenticate(self.request, username=form.cleaned_data["email"], password=form.cleaned_data["password"])
        if user is None:
            form.add_error(None, "Email or password not recognised")
            return self.form_invalid(form)
        login(self.request, user)
        next_url = self.request.GET.get("next", reverse("appointments"))
        return HttpResponseRedirect(next_url)


class PortalLogoutView(View):
    def post(self, request):
        logout(request)
        return HttpResponseRedirect(reverse("login"))


class FeedbackView(FormView):
    template_name = "clinic/feedback.html"
    form_class = FeedbackForm

    def form_valid(self, form):
        back = self.request.POST.get("back", "")
        if not url_has_allowed_host_and_scheme(back, allowed_hosts={self.request.get_host()}, require_https=True):
            back = reverse("appointments")
        return HttpResponseRedirect(back)

    def form_invalid(self, form):
        comment = self.request.POST.get("comment", "")
        return HttpResponse("<p>Please check your answers.</p><blockquote>%s</blockquote>" % escape(comment), status=400)


class RecallOptOutView(View):
    def get(self, request):
        nhs = request.GET.get("nhs", "")
        updated = Patient.objects.filter(nhs_number=nhs).update(recall_opt_out=True)
        response = HttpResponse("You will no longer receive recall reminders." if updated else "Patient not found.")
        response.set_cookie("mc_patient", request.session.session_key or "", max_age=3600 * 24 * 30)
        return response


class TipView(View):
    def get(self, request):
        response = JsonResponse({"tip": random.choice(TIPS)})
        response.set_cookie("mc_seen_tip", "1", max_age=86400, secure=True, httponly=True, samesite="Lax")
        return response
