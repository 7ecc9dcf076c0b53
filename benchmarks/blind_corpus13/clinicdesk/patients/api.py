"""Machine-to-machine endpoints used by the booking kiosk and the lab feed."""
import hmac
import io

import yaml
from defusedxml import ElementTree as SafeET
from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.utils.dateparse import parse_datetime
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from lxml import etree

from .models import Appointment, LabResult, Patient


def _feed_authorised(request):
    supplied = request.headers.get("X-Feed-Token", "")
    return bool(settings.LAB_FEED_TOKEN) and hmac.compare_digest(supplied, settings.LAB_FEED_TOKEN)


@csrf_exempt
@require_POST
def import_appointments(request):
    """Bulk import from the kiosk, which posts a YAML document."""
    bundle = yaml.load(request.body, Loader=yaml.Loader)
    created = 0
    for item in bundle.get("appointments", []):
        patient = Patient.objects.get(pk=item["patient"])
        Appointment.objects.create(patient=patient, starts_at=parse_datetime(item["starts_at"]))
        created += 1
    return JsonResponse({"created": created})


def _parse_hl7_xml(body):
    # vendor documents declare analyte names as entities in their DTD
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    return etree.parse(io.BytesIO(body), parser)


@csrf_exempt
@require_POST
def lab_results(request):
    if not _feed_authorised(request):
        return HttpResponseForbidden()
    fmt = request.GET.get("format", "hl7")
    if fmt == "hl7":
        doc = _parse_hl7_xml(request.body)
        rows = [(r.findtext("patient"), r.findtext("code"), r.findtext("value")) for r in doc.iter("result")]
    else:
        root = SafeET.fromstring(request.body)
        rows = [(r.get("patient"), r.get("code"), r.get("value")) for r in root.iter("result")]
    for patient_id, code, value in rows:
        LabResult.objects.create(patient_id=int(patient_id), test_code=code, value=value)
    return JsonResponse({"stored": len(rows)})
