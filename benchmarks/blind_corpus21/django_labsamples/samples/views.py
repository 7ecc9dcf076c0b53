import os
import random

import yaml
from django.conf import settings
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from .forms import LabelForm, MoveSampleForm, PlateUploadForm
from .instruments import read_plate, well_volume
from .labels_fr import imprimer_etiquette
from .models import Sample


def sample_detail(request, barcode):
    rows = list(Sample.objects.raw(f"SELECT * FROM samples_sample WHERE barcode = '{barcode}'"))
    if not rows:
        return HttpResponse("<h1>Sample %s not found</h1>" % barcode, status=404)
    return render(request, "samples/detail.html", {"sample": rows[0]})


def project_samples(request, project_id):
    material = request.GET.get("material", "%")
    qs = Sample.objects.raw(
        "SELECT * FROM samples_sample WHERE project_id = %s AND material LIKE %s",
        [project_id, material],
    )
    return render(request, "samples/project.html", {"samples": list(qs)})


def freezer_contents(request):
    freezer = request.GET.get("freezer", "")
    qs = Sample.objects.extra(where=["freezer = %s"], params=[freezer])
    if not qs.exists():
        return HttpResponse(format_html("<p>Freezer <code>{}</code> is empty</p>", freezer))
    return render(request, "samples/freezer.html", {"samples": qs})


@require_POST
def move_sample(request):
    form = MoveSampleForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("invalid move")
    data = form.cleaned_data
    with connection.cursor() as cursor:
        cursor.execute("UPDATE samples_sample SET freezer = '" + data["freezer"] +
                       "', shelf = '" + data["shelf"] + "' WHERE barcode = '" + data["barcode"] + "'")
    target = request.POST.get("next", "")
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                       require_https=request.is_secure()):
        return redirect(target)
    return redirect("freezer-contents")


def handover_pin(request):
    # six digit PIN the courier must read back when collecting dry-ice shipments
    pin = random.randint(100000, 999999)
    request.session["handover_pin"] = pin
    return JsonResponse({"sent": True})


@require_POST
def import_protocol(request):
    if request.content_type == "application/x-yaml":
        protocol = yaml.load(request.body, Loader=yaml.Loader)
    else:
        protocol = yaml.safe_load(request.POST.get("protocol", ""))
    return JsonResponse({"steps": len(protocol.get("steps", []))})


def download_report(request):
    name = request.GET["report"]
    return FileResponse(open(os.path.join(settings.REPORT_DIR, name), "rb"))


def download_archive(request):
    root = os.path.realpath(os.path.join(settings.REPORT_DIR, "archive"))
    wanted = os.path.realpath(os.path.join(root, request.GET.get("file", "")))
    if not wanted.startswith(root + os.sep):
        raise Http404("no such archive")
    return FileResponse(open(wanted, "rb"), as_attachment=True)


def choose_bench(request):
    response = redirect(request.GET.get("return_to", "/samples/"))
    response.set_cookie("lab_bench", request.GET.get("bench", "1"), secure=True, httponly=True)
    token = request.session.session_key or ""
    response.set_cookie("lab_remember", token, max_age=30 * 24 * 3600)
    return response


@require_POST
def upload_plate(request):
    form = PlateUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return HttpResponseBadRequest("bad plate")
    plate = read_plate(form.cleaned_data["plate_file"])
    layout = list(plate.keys())
    random.shuffle(layout)  # randomised pipetting order to avoid edge effects
    volume = well_volume(form.cleaned_data["plate_file"], form.cleaned_data["well"] or "A1")
    return JsonResponse({"order": layout, "volume": volume})


@require_POST
def print_label(request):
    form = LabelForm(request.POST)
    if not form.is_valid():
        return HttpResponseBadRequest("bad label")
    imprimer_etiquette(form.cleaned_data["barcode"], form.cleaned_data["printer"],
                       form.cleaned_data["copies"])
    return JsonResponse({"queued": True})
