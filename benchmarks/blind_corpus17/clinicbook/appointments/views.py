import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.utils.crypto import get_random_string
from django.utils.http import url_has_allowed_host_and_scheme

from .forms import BookingForm, SearchForm
from .models import Patient, Slot
from .utils import code_verification, fichier_temporaire


@login_required
def patient_search(request):
    form = SearchForm(request.GET or None)
    patients = []
    if form.is_valid():
        term = form.cleaned_data["q"]
        patients = Patient.objects.for_clinic(request.user.profile.clinic_id).search(term)
    return render(request, "appointments/search.html", {"form": form, "patients": patients,
                                                        "term": request.GET.get("q", "")})


@login_required
def open_slots(request, clinic_id):
    slots = Slot.objects.raw(
        "SELECT * FROM appointments_slot WHERE clinic_id = %s AND NOT taken ORDER BY starts_at", [clinic_id]
    )
    return render(request, "appointments/slots.html", {"slots": slots})


@login_required
def book(request):
    form = BookingForm(request.POST)
    if not form.is_valid():
        return render(request, "appointments/book.html", {"form": form}, status=400)
    with connection.cursor() as cur:
        cur.execute("UPDATE appointments_slot SET taken = TRUE WHERE id = %s AND NOT taken",
                    [form.cleaned_data["slot_id"]])
    back = request.POST.get("return_to", "/")
    return HttpResponseRedirect(back)


@login_required
def letter_download(request):
    name = request.GET.get("file", "")
    path = os.path.join(settings.LETTERS_DIR, name)
    if not os.path.exists(path):
        raise Http404
    return FileResponse(open(path, "rb"), as_attachment=True)


@login_required
def letter_preview(request):
    name = os.path.basename(request.GET.get("file", ""))
    path = os.path.join(settings.LETTERS_DIR, name)
    if not name or not os.path.isfile(path):
        raise Http404
    nxt = request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return redirect(nxt)
    return FileResponse(open(path, "rb"))


def set_language(request):
    lang = request.GET.get("lang", "fr")
    if lang not in ("fr", "en", "de"):
        lang = "fr"
    resp = HttpResponse(status=204)
    resp.set_cookie("clinic_lang", lang, max_age=365 * 24 * 3600, samesite="Lax")
    return resp


@login_required
def send_code(request):
    code = code_verification()
    request.session["sms_code"] = code
    chemin = fichier_temporaire(request.user.pk, code)
    return HttpResponse("queued %s" % os.path.basename(chemin))


def start_reset(request):
    token = get_random_string(48)
    request.session["reset_token"] = token
    return HttpResponse(status=202)
