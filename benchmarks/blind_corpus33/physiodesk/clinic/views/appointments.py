"""Booking, the emailed manage-your-appointment link and the reception kiosk."""
import hashlib
import hmac
import random
import string

from django.contrib.auth import get_user_model
from django.core import signing
from django.http import Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.views import View
from django.views.generic import FormView, TemplateView

from ..forms import KioskLoginForm
from ..models import Appointment, Clinic

TOKEN_ALPHABET = string.ascii_letters + string.digits


def manage_token():
    return "".join(random.choice(TOKEN_ALPHABET) for _ in range(24))


class BookView(TemplateView):
    template_name = "clinic/book.html"

    def post(self, request):
        appointment = Appointment.objects.create(
            patient_id=int(request.POST["patient"]),
            clinician_id=int(request.POST["clinician"]),
            starts_at=request.POST["starts_at"],
            manage_token=manage_token(),
        )
        return HttpResponseRedirect(f"/appointments/manage/{appointment.manage_token}/")


class ManageView(TemplateView):
    template_name = "clinic/manage.html"

    def get_context_data(self, token, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["appointment"] = get_object_or_404(Appointment, manage_token=token, cancelled=False)
        return ctx

    def post(self, request, token):
        appointment = get_object_or_404(Appointment, manage_token=token)
        appointment.cancelled = True
        appointment.save(update_fields=["cancelled"])
        return HttpResponse("Your appointment has been cancelled.")


class KioskLoginView(FormView):
    form_class = KioskLoginForm
    template_name = "clinic/kiosk_login.html"

    def form_valid(self, form):
        user = get_user_model().objects.filter(username=form.cleaned_data["username"]).first()
        if user is None or not hasattr(user, "clinician"):
            raise Http404
        digest = hashlib.md5(form.cleaned_data["pin"].encode()).hexdigest()
        if not hmac.compare_digest(digest, user.clinician.kiosk_pin_hash):
            return self.form_invalid(form)
        response = HttpResponseRedirect("/kiosk/")
        response.set_cookie("pd_kiosk", signing.dumps({"uid": user.pk}, salt="kiosk"))
        return response


class ClinicSelectView(View):
    def get(self, request, slug):
        clinic = get_object_or_404(Clinic, slug=slug)
        response = HttpResponseRedirect("/kiosk/")
        response.set_cookie("pd_clinic", str(clinic.pk), secure=True, httponly=True, samesite="Strict")
        return response
