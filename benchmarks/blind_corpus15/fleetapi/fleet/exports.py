import csv
import hashlib
import os
from dataclasses import dataclass, field

from django.conf import settings
from django.http import FileResponse, Http404, HttpResponse, HttpResponseBadRequest
from django.contrib.auth.decorators import login_required

from .geo import convert_track, simplify_track
from .models import TelemetryPoint, Vehicle


@dataclass
class ExportJob:
    vehicle_id: int
    columns: list = field(default_factory=lambda: ["recorded_at", "lat", "lon", "speed_kmh"])

    def rows(self):
        return TelemetryPoint.objects.filter(vehicle_id=self.vehicle_id).values_list(*self.columns)


@login_required
def build_export(request, vehicle_id):
    if not Vehicle.objects.filter(pk=vehicle_id, owner=request.user).exists():
        raise Http404
    job = ExportJob(vehicle_id)
    path = "/tmp/fleet-export-%d.csv" % vehicle_id
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(job.columns)
        writer.writerows(job.rows())
    fmt = request.GET.get("format")
    if fmt == "gpx-simplified":
        return HttpResponse(simplify_track(path, request.GET.get("tolerance", "0.01")), content_type="application/gpx+xml")
    if fmt:
        try:
            return HttpResponse(convert_track(path, fmt), content_type="application/octet-stream")
        except KeyError:
            return HttpResponseBadRequest("unknown format")
    with open(path, "rb") as fh:
        data = fh.read()
    resp = HttpResponse(data, content_type="text/csv")
    resp["ETag"] = '"%s"' % hashlib.sha1(data).hexdigest()
    return resp


@login_required
def download_export(request):
    name = request.GET.get("name", "")
    return FileResponse(open(os.path.join(settings.EXPORT_ROOT, name), "rb"), as_attachment=True)


@login_required
def download_archived(request, name):
    root = os.path.realpath(os.path.join(settings.EXPORT_ROOT, "archive"))
    target = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([root, target]) != root or not os.path.isfile(target):
        raise Http404
    return FileResponse(open(target, "rb"), as_attachment=True)
