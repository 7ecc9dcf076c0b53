import os

import defusedxml.lxml
from lxml import etree

IOF = {"iof": "http://www.orienteering.org/datastandard/3.0"}


def _results_path(request, event_id):
    return os.path.join(request.registry.settings["controlpunch.results_root"], "%d.xml" % int(event_id))


def upload(request):
    event_id = int(request.POST["event_id"])
    data = request.POST["file"].file.read()
    if request.POST.get("source") == "eventor":
        doc = defusedxml.lxml.fromstring(data)
    else:
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        doc = etree.fromstring(data, parser)
    with open(_results_path(request, event_id), "wb") as fh:
        fh.write(etree.tostring(doc))
    return {"classes": len(doc.findall(".//iof:ClassResult", IOF))}


def _load(request):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(_results_path(request, request.matchdict["event_id"]), parser)


def by_class(request):
    doc = _load(request)
    klass = request.params.get("class", "M21E")
    names = doc.xpath(
        "//iof:ClassResult[iof:Class/iof:Name='" + klass + "']//iof:Person/iof:Name/iof:Family/text()", namespaces=IOF
    )
    return {"class": klass, "runners": list(names)}


def by_runner(request):
    doc = _load(request)
    family = request.params.get("family", "")
    times = doc.xpath(
        "//iof:PersonResult[iof:Person/iof:Name/iof:Family=$fam]/iof:Result/iof:Time/text()", namespaces=IOF, fam=family
    )
    return {"times": [int(t) for t in times]}
