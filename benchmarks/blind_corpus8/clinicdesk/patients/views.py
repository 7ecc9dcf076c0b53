import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, render
from django.utils.http import url_has_allowed_host_and_scheme

from .models import Patient


@login_required
def patient_search(request):
    q = request.GET.get("q", "").strip()
    if not q:
        return render(request, "patients/search.html", {"patients": []})
    patients = list(Patient.objects.raw(
        f"SELECT * FROM patients_patient WHERE last_name ILIKE '{q}%%' ORDER BY last_name"
    ))
    if not patients:
        return HttpResponse(f"<p class='empty'>No patients match <b>{q}</b>.</p>")
    return render(request, "patients/search.html", {"patients": patients, "q": q})


@login_required
def patient_by_mrn(request, mrn):
    rows = list(Patient.objects.raw("SELECT * FROM patients_patient WHERE mrn = %s", [mrn]))
    if not rows:
        return HttpResponse(status=404)
    return render(request, "patients/detail.html", {"patient": rows[0]})


@login_required
def patient_detail(request, pk):
    patient = get_object_or_404(Patient, pk=pk)
    return render(request, "patients/detail.html", {"patient": patient, "notes": patient.notes.all()})


@login_required
def switch_clinic(request):
    request.session["clinic_id"] = int(request.GET.get("clinic", "0") or 0)
    return HttpResponseRedirect(request.GET.get("next", "/"))


@login_required
def after_login(request):
    target = request.GET.get("next", "")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return HttpResponseRedirect(target)
    return HttpResponseRedirect("/patients/")


@login_required
def lab_file(request):
    name = request.GET["f"]
    return FileResponse(open(os.path.join(settings.LAB_INBOX, "archive", name), "rb"))
