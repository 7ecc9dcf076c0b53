from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.decorators import method_decorator
from django.views.decorators.csrf import csrf_exempt
from django.views.generic import View
from lxml import etree

from .models import LabReturn


@method_decorator(csrf_exempt, name="dispatch")
class LabReturnUploadView(View):
    def post(self, request):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
        try:
            doc = etree.fromstring(request.body, parser)
        except etree.XMLSyntaxError:
            return HttpResponseBadRequest("malformed XML")
        ret = LabReturn.objects.create(lab_name=doc.findtext("Lab") or "unknown", xml_path="")
        path = settings.LAB_RETURNS_ROOT / f"{ret.pk}.xml"
        path.write_bytes(etree.tostring(doc))
        ret.xml_path = str(path)
        ret.save(update_fields=["xml_path"])
        return JsonResponse({"id": ret.pk})


class LabItemsView(View):
    def _doc(self, pk):
        ret = LabReturn.objects.get(pk=pk)
        parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
        return etree.parse(ret.xml_path, parser)

    def get(self, request, pk):
        doc = self._doc(pk)
        shade = request.GET.get("shade")
        if shade:
            items = doc.xpath("//Item[@shade='" + shade + "']")
        else:
            position = int(request.GET.get("n", "1"))
            items = doc.xpath("//Item[position()=%d]" % position)
        return JsonResponse({"items": [{"tooth": i.get("tooth"), "type": i.findtext("Type")} for i in items]})
