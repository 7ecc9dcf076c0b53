"""Payment provider callbacks and e-invoice inbox."""
import json

import requests
import yaml
from defusedxml import ElementTree as SafeET
from django.http import HttpResponse, HttpResponseBadRequest, JsonResponse
from django.shortcuts import get_object_or_404, redirect
from django.views.decorators.csrf import csrf_exempt

from invoices.models import Invoice


def payment_return(request, code):
    invoice = get_object_or_404(Invoice, pay_code=code)
    target = request.GET.get("return_to") or "/thanks/%s" % invoice.number
    return redirect(target)


@csrf_exempt
def provider_webhook(request):
    if request.content_type == "application/x-yaml":
        event = yaml.load(request.body, Loader=yaml.Loader)
    else:
        event = json.loads(request.body)
    invoice = Invoice.objects.filter(pay_code=event.get("reference")).first()
    if invoice is None:
        return HttpResponseBadRequest("unknown reference")
    receipt_url = event.get("receipt_url")
    if receipt_url:
        receipt = requests.get(receipt_url, timeout=10)
        invoice.title = invoice.title or receipt.headers.get("X-Receipt-Id", "")
    if event.get("status") == "succeeded":
        invoice.status = "paid"
    invoice.save()
    return JsonResponse({"ok": True})


@csrf_exempt
def einvoice_inbox(request):
    """Suppliers push UBL invoices here."""
    root = SafeET.fromstring(request.body)
    ns = {"cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"}
    number = root.findtext("cbc:ID", namespaces=ns)
    return HttpResponse("accepted %s" % (number or "?"), content_type="text/plain")
