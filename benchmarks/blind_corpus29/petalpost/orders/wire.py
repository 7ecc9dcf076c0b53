import hmac

from django.conf import settings
from django.http import HttpResponseForbidden, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

from .deliveries import assign_tracking
from .models import Order

_last = {}


@csrf_exempt
def inbound(request):
    if not hmac.compare_digest(request.headers.get("X-Wire-Key", ""), settings.WIRE_NETWORK_KEY):
        return HttpResponseForbidden()
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    doc = etree.fromstring(request.body, parser)
    _last["doc"] = doc
    order = Order.objects.create(reference=doc.findtext("ref"), recipient=doc.findtext("recipient"),
                         address=doc.findtext("address"), postcode=doc.findtext("postcode"),
                         bouquet=doc.findtext("product"), delivery_date=doc.findtext("date"))
    return JsonResponse({"accepted": True, "tracking": assign_tracking(order)})


def search(request):
    doc = _last.get("doc")
    if doc is None:
        return JsonResponse({"items": []})
    product = request.GET.get("product", "")
    items = doc.xpath("//item[@sku=$sku]/@qty", sku=product)
    return JsonResponse({"items": [str(i) for i in items]})
